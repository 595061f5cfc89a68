/** admin-side.md Admin Dashboard: 'Just now', 'Xm ago', 'Xh ago', 'Xd ago'. */
export function relativeTime(at: string, now: Date = new Date()): string {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
