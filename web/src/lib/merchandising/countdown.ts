import { useEffect, useState } from 'react';

/** Whole days, hours, minutes and seconds until `end` from `now` (all 0 once it has passed). */
export function timeLeft(end: Date, now: Date): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** '2d 04:05:09', '04:05:09', or 'Ended'. */
export function formatTimeLeft(end: Date, now: Date): string {
  if (end.getTime() <= now.getTime()) return 'Ended';
  const { days, hours, minutes, seconds } = timeLeft(end, now);
  const clock = [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The time now, ticking every second while mounted. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
