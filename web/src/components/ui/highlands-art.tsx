import { cn } from '@/lib/cn';

const CHERRIES: [number, number, string][] = [
  [318, 322, 'fill-cherry-600'],
  [332, 334, 'fill-cherry-500'],
  [316, 340, 'fill-cherry-700'],
  [402, 284, 'fill-cherry-500'],
  [416, 296, 'fill-crema-400'],
  [400, 302, 'fill-cherry-600'],
  [478, 258, 'fill-cherry-600'],
  [492, 268, 'fill-cherry-500'],
];

const LEAVES: [number, number, number, string][] = [
  [288, 300, -35, 'fill-leaf-600'],
  [350, 292, 28, 'fill-leaf-700'],
  [372, 262, -48, 'fill-leaf-500'],
  [440, 252, 32, 'fill-leaf-600'],
  [452, 226, -40, 'fill-leaf-700'],
  [520, 230, 20, 'fill-leaf-500'],
  [540, 204, -30, 'fill-leaf-600'],
];

/** Original artwork: the terraced hills of Burundi at dawn with a ripening coffee branch. */
export function HighlandsArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 600 420" aria-hidden="true" className={cn('h-auto w-full', className)}>
      <circle cx="410" cy="150" r="96" className="fill-crema-400" opacity="0.9" />
      <circle cx="410" cy="150" r="132" className="fill-crema-300" opacity="0.12" />
      <path d="M0 250 C90 190 170 200 250 232 S420 180 600 214 V420 H0 Z" className="fill-espresso-600" />
      <path d="M0 296 C120 250 220 262 320 290 S500 262 600 282 V420 H0 Z" className="fill-espresso-700" />
      <g className="stroke-espresso-900" strokeWidth="2" fill="none" opacity="0.35" strokeLinecap="round">
        <path d="M40 318 C140 290 240 300 330 322" />
        <path d="M30 340 C150 312 260 322 360 344" />
        <path d="M380 306 C450 292 520 290 590 298" />
        <path d="M360 330 C450 314 530 312 600 320" />
      </g>
      <path d="M0 352 C140 318 260 336 380 356 S540 344 600 350 V420 H0 Z" className="fill-espresso-800" />
      <path
        d="M250 420 C300 360 360 318 430 276 S540 214 590 190"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        className="stroke-espresso-950"
      />
      {LEAVES.map(([cx, cy, angle, tone]) => (
        <ellipse
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          rx="30"
          ry="12"
          transform={`rotate(${angle} ${cx} ${cy})`}
          className={tone}
        />
      ))}
      {CHERRIES.map(([cx, cy, tone]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="10" className={tone} />
      ))}
    </svg>
  );
}
