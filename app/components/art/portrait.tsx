import type { PortraitLook } from "#app/content/team.ts";

/** Hair drawn behind the head (long hair, a bun's knot) and in front of it (the fringe or crown). */
function hairShapes({ hair, hairStyle }: PortraitLook) {
  switch (hairStyle) {
    case "long":
      return {
        back: <path d="M30 58c0-22 12-36 30-36s30 14 30 36v40H30z" fill={hair} />,
        front: <path d="M36 56c2-18 12-27 24-27s22 9 24 27c-9-10-17-14-24-14s-15 4-24 14z" fill={hair} />,
      };
    case "bun":
      return {
        back: <circle cx="60" cy="20" r="11" fill={hair} />,
        front: <path d="M37 54c1-17 11-26 23-26s22 9 23 26c-6-9-14-13-23-13s-17 4-23 13z" fill={hair} />,
      };
    case "curly":
      return {
        back: (
          <g fill={hair}>
            <circle cx="38" cy="50" r="11" />
            <circle cx="82" cy="50" r="11" />
            <circle cx="36" cy="66" r="9" />
            <circle cx="84" cy="66" r="9" />
          </g>
        ),
        front: (
          <g fill={hair}>
            <circle cx="44" cy="36" r="10" />
            <circle cx="58" cy="30" r="11" />
            <circle cx="73" cy="35" r="10" />
            <circle cx="82" cy="45" r="7" />
            <circle cx="38" cy="46" r="7" />
          </g>
        ),
      };
    case "side-part":
      return {
        back: null,
        front: <path d="M37 52c0-16 10-25 24-25 13 0 22 8 22 22-4-5-8-8-14-9-11 0-20 4-32 12z" fill={hair} />,
      };
    default:
      return {
        back: null,
        front: <path d="M37 50c1-15 11-23 23-23s22 8 23 23c-5-6-13-9-23-9s-18 3-23 9z" fill={hair} />,
      };
  }
}

/**
 * A team member's portrait: an original flat illustration (head, hair, shoulders) in the brand's
 * colours, drawn from a few features so each person looks like themselves without a photograph.
 */
export function Portrait({
  look,
  name,
  className,
}: {
  look: PortraitLook;
  name: string;
  className?: string;
}) {
  const hair = hairShapes(look);
  return (
    <svg
      role="img"
      aria-label={`Illustrated portrait of ${name}`}
      viewBox="0 0 120 120"
      className={className}
    >
      <rect width="120" height="120" rx="60" fill={look.background} />
      <clipPath id={`portrait-${name.replace(/\W/g, "")}`}>
        <rect width="120" height="120" rx="60" />
      </clipPath>
      <g clipPath={`url(#portrait-${name.replace(/\W/g, "")})`}>
        {hair.back}
        <path d="M22 120c2-20 18-32 38-32s36 12 38 32z" fill={look.top} />
        <rect x="52" y="74" width="16" height="16" rx="6" fill={look.skin} />
        <ellipse cx="60" cy="56" rx="22" ry="25" fill={look.skin} />
        {look.beard ? (
          <path d="M40 60c2 16 10 23 20 23s18-7 20-23c-6 6-13 8-20 8s-14-2-20-8z" fill={look.hair} />
        ) : null}
        {hair.front}
        <circle cx="51" cy="57" r="2.4" fill="#1b1b1b" />
        <circle cx="69" cy="57" r="2.4" fill="#1b1b1b" />
        {look.glasses ? (
          <g fill="none" stroke="#0b1736" strokeWidth="2">
            <circle cx="51" cy="57" r="7" />
            <circle cx="69" cy="57" r="7" />
            <path d="M58 57h4" />
          </g>
        ) : null}
        <path d="M53 68c4 4 10 4 14 0" fill="none" stroke="#7a3b22" strokeWidth="2.2" strokeLinecap="round" />
      </g>
    </svg>
  );
}
