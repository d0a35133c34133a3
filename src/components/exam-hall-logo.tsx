export interface ExamHallLogoProps {
  /** Mirrors the moustache, whose curl points the other way. */
  reversed?: boolean;
  size?: number;
  title?: string;
  animated?: boolean;
}

/**
 * The ExamHall mark: a smiling exam sheet with a handlebar moustache. The moustache is deliberately lopsided
 * (one end curls up, the other droops) so that mirroring it visibly changes its direction.
 */
export function ExamHallLogo({ reversed = false, size = 120, title, animated = true }: ExamHallLogoProps) {
  return (
    <svg
      className={`eh-logo${animated ? ' is-animated' : ''}`}
      width={size}
      height={(size * 140) / 120}
      viewBox="0 0 120 140"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      data-moustache={reversed ? 'reversed' : 'normal'}
    >
      <g className="eh-logo-body">
        <path
          className="eh-logo-sheet"
          d="M24 8h58l24 24v92a10 10 0 0 1-10 10H24a10 10 0 0 1-10-10V18A10 10 0 0 1 24 8z"
        />
        <path className="eh-logo-fold" d="M82 8v16a8 8 0 0 0 8 8h16z" />
        <g className="eh-logo-eyes">
          <ellipse cx="44" cy="54" rx="5" ry="6" />
          <ellipse cx="76" cy="54" rx="5" ry="6" />
        </g>
        <path className="eh-logo-nose" d="M60 60c-3 5-3 9 1 10" />
        <g transform={reversed ? 'matrix(-1 0 0 1 120 0)' : undefined} data-testid="moustache">
          <path
            className="eh-logo-moustache"
            d="M60 74c-6-5-15-6-22-1-5 4-7 9-4 12 2 2 5 1 5-2-1-3 2-5 6-5 6 0 10 3 15 3zM60 74c8-7 20-9 30-4 6 3 8-3 6-8 4 2 7 9 2 14-8 7-24 7-38 5z"
          />
        </g>
        <path className="eh-logo-smile" d="M46 94q14 12 28 0" />
        <path className="eh-logo-lines" d="M30 112h40M30 122h34" />
        <path className="eh-logo-check" d="M76 119l5 5 10-12" />
      </g>
    </svg>
  );
}
