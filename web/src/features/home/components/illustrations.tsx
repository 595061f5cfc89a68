/**
 * Flat furniture drawings for banners and tiles (no external images: the shop must work
 * offline and fast). Colours come from the `tone` so one drawing serves several tiles.
 */
type Tone = { main: string; dark: string; wood: string; soft: string };

export const TONES = {
  green: { main: '#3f7a5f', dark: '#24513e', wood: '#9a6a43', soft: '#d9e8df' },
  terracotta: { main: '#c06a44', dark: '#8f4527', wood: '#6d4a32', soft: '#f4d9c9' },
  sand: { main: '#d8c3a5', dark: '#a88f6d', wood: '#7a5535', soft: '#f3ebdf' },
  navy: { main: '#3d5a80', dark: '#243b58', wood: '#a47148', soft: '#dce5f0' },
  mustard: { main: '#d4a23c', dark: '#a3771d', wood: '#6b4a2f', soft: '#f7e8c4' },
} satisfies Record<string, Tone>;

export type ToneName = keyof typeof TONES;
export type DrawingName = 'sofa' | 'sectional' | 'bed' | 'bunk' | 'dining' | 'armchair' | 'desk' | 'wardrobe';

type DrawingProps = { name: DrawingName; tone?: ToneName; className?: string };

function Plant({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0h26l-4 30H4z" fill="#b86b46" />
      <path d="M13 0C2-18 4-34 13-44 22-34 24-18 13 0Z" fill="#4c7d5b" />
      <path d="M13 0C0-8-10-20-8-32 4-28 12-14 13 0Z" fill="#5f9270" />
      <path d="M13 0c13-8 23-20 21-32C22-28 14-14 13 0Z" fill="#3c6b4b" />
    </g>
  );
}

export function FurnitureDrawing({ name, tone = 'green', className }: DrawingProps) {
  const t = TONES[tone];
  return (
    <svg viewBox="0 0 320 200" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="186" rx="140" ry="8" fill="rgb(0 0 0 / 0.08)" />
      {name === 'sofa' && (
        <g>
          <rect x="44" y="70" width="232" height="70" rx="18" fill={t.dark} />
          <rect x="30" y="104" width="260" height="58" rx="14" fill={t.main} />
          <rect x="62" y="100" width="96" height="30" rx="10" fill={t.soft} opacity="0.35" />
          <rect x="162" y="100" width="96" height="30" rx="10" fill={t.soft} opacity="0.35" />
          <rect x="18" y="96" width="34" height="70" rx="14" fill={t.dark} />
          <rect x="268" y="96" width="34" height="70" rx="14" fill={t.dark} />
          <rect x="40" y="166" width="8" height="16" rx="2" fill={t.wood} />
          <rect x="272" y="166" width="8" height="16" rx="2" fill={t.wood} />
          <rect x="120" y="80" width="34" height="30" rx="8" fill={t.soft} transform="rotate(-8 137 95)" />
        </g>
      )}
      {name === 'sectional' && (
        <g>
          <rect x="20" y="72" width="200" height="62" rx="16" fill={t.dark} />
          <rect x="10" y="108" width="220" height="52" rx="12" fill={t.main} />
          <rect x="200" y="90" width="110" height="80" rx="14" fill={t.main} />
          <rect x="212" y="72" width="96" height="40" rx="14" fill={t.dark} />
          <rect x="4" y="98" width="26" height="66" rx="12" fill={t.dark} />
          <rect x="60" y="84" width="36" height="30" rx="8" fill={t.soft} />
          <rect x="24" y="164" width="8" height="16" rx="2" fill={t.wood} />
          <rect x="290" y="170" width="8" height="12" rx="2" fill={t.wood} />
        </g>
      )}
      {name === 'bed' && (
        <g>
          <rect x="40" y="40" width="240" height="90" rx="14" fill={t.dark} />
          <rect x="30" y="110" width="260" height="50" rx="10" fill={t.wood} />
          <rect x="40" y="96" width="240" height="40" rx="10" fill="#f8f4ee" />
          <rect x="60" y="78" width="80" height="30" rx="12" fill="#fff" />
          <rect x="180" y="78" width="80" height="30" rx="12" fill="#fff" />
          <rect x="40" y="112" width="240" height="34" rx="8" fill={t.main} />
          <rect x="38" y="160" width="10" height="20" rx="2" fill={t.wood} />
          <rect x="272" y="160" width="10" height="20" rx="2" fill={t.wood} />
        </g>
      )}
      {name === 'bunk' && (
        <g>
          <rect x="70" y="14" width="12" height="170" rx="3" fill={t.wood} />
          <rect x="238" y="14" width="12" height="170" rx="3" fill={t.wood} />
          <rect x="82" y="58" width="156" height="22" rx="6" fill={t.main} />
          <rect x="82" y="50" width="40" height="14" rx="6" fill="#fff" />
          <rect x="82" y="40" width="156" height="8" rx="3" fill={t.wood} />
          <rect x="82" y="142" width="156" height="22" rx="6" fill={t.main} />
          <rect x="82" y="134" width="40" height="14" rx="6" fill="#fff" />
          <rect x="82" y="124" width="156" height="8" rx="3" fill={t.wood} />
          <g stroke={t.wood} strokeWidth="6" strokeLinecap="round">
            <path d="M250 40v130M286 40v130M250 70h36M250 100h36M250 130h36" />
          </g>
        </g>
      )}
      {name === 'dining' && (
        <g>
          <rect x="70" y="90" width="180" height="14" rx="4" fill={t.wood} />
          <rect x="84" y="104" width="10" height="76" rx="3" fill={t.wood} />
          <rect x="226" y="104" width="10" height="76" rx="3" fill={t.wood} />
          <g fill={t.main}>
            <rect x="20" y="60" width="14" height="70" rx="5" />
            <rect x="20" y="120" width="44" height="12" rx="4" />
            <rect x="286" y="60" width="14" height="70" rx="5" />
            <rect x="256" y="120" width="44" height="12" rx="4" />
          </g>
          <g fill={t.dark}>
            <rect x="24" y="132" width="6" height="48" rx="2" />
            <rect x="54" y="132" width="6" height="48" rx="2" />
            <rect x="260" y="132" width="6" height="48" rx="2" />
            <rect x="290" y="132" width="6" height="48" rx="2" />
          </g>
          <circle cx="130" cy="80" r="9" fill="#fff" />
          <circle cx="190" cy="80" r="9" fill="#fff" />
          <path d="M152 90c0-20 16-20 16 0" fill={t.soft} />
          <rect x="157" y="58" width="6" height="24" rx="3" fill="#4c7d5b" />
        </g>
      )}
      {name === 'armchair' && (
        <g>
          <rect x="96" y="40" width="128" height="100" rx="30" fill={t.dark} />
          <rect x="84" y="110" width="152" height="46" rx="14" fill={t.main} />
          <rect x="72" y="94" width="32" height="66" rx="14" fill={t.dark} />
          <rect x="216" y="94" width="32" height="66" rx="14" fill={t.dark} />
          <rect x="96" y="160" width="8" height="22" rx="2" fill={t.wood} />
          <rect x="216" y="160" width="8" height="22" rx="2" fill={t.wood} />
          <rect x="138" y="86" width="44" height="30" rx="10" fill={t.soft} />
          <Plant x={260} y={150} />
        </g>
      )}
      {name === 'desk' && (
        <g>
          <rect x="40" y="96" width="240" height="12" rx="3" fill={t.wood} />
          <rect x="50" y="108" width="8" height="74" rx="2" fill={t.dark} />
          <rect x="262" y="108" width="8" height="74" rx="2" fill={t.dark} />
          <rect x="190" y="108" width="66" height="48" rx="4" fill={t.main} />
          <rect x="196" y="118" width="54" height="4" rx="2" fill={t.soft} />
          <rect x="196" y="138" width="54" height="4" rx="2" fill={t.soft} />
          <rect x="90" y="50" width="80" height="46" rx="4" fill="#2b2b2b" />
          <rect x="95" y="55" width="70" height="36" rx="2" fill={t.soft} />
          <rect x="124" y="96" width="12" height="4" fill="#2b2b2b" />
          <path d="M220 96V60l22-14" stroke={t.dark} strokeWidth="5" fill="none" strokeLinecap="round" />
          <path d="M232 40h26l-6 14h-14z" fill={t.main} />
        </g>
      )}
      {name === 'wardrobe' && (
        <g>
          <rect x="90" y="20" width="140" height="160" rx="6" fill={t.wood} />
          <rect x="98" y="28" width="60" height="144" rx="3" fill={t.main} />
          <rect x="162" y="28" width="60" height="144" rx="3" fill={t.main} />
          <rect x="150" y="90" width="4" height="22" rx="2" fill={t.soft} />
          <rect x="166" y="90" width="4" height="22" rx="2" fill={t.soft} />
          <Plant x={250} y={150} />
        </g>
      )}
    </svg>
  );
}
