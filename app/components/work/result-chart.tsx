import { palette as c } from "#app/components/art/palette.ts";
import { type CaseStudyResult, formatResult } from "#app/content/case-study-result.ts";

/**
 * One result as a chart drawn in SVG: the figure before and after the work as two bars on one scale,
 * each labelled with its value. Named for screen readers by the same words the bars show.
 */
export function ResultChart({ result }: { result: CaseStudyResult }) {
  const { label, before, after, unit } = result;
  const top = Math.max(before, after, Number.EPSILON);
  const bars = [
    { name: "Before", value: before, y: 12, fill: "#98a2b3" },
    { name: "After", value: after, y: 52, fill: c.brand600 },
  ];
  const description = `${label}: ${formatResult(before, unit)} before, ${formatResult(after, unit)} after.`;
  return (
    <figure className="rounded-card border border-line bg-white p-5 shadow-card">
      <figcaption className="font-display text-base font-bold text-navy-900">{label}</figcaption>
      <svg role="img" aria-label={description} viewBox="0 0 240 88" className="mt-3 h-auto w-full">
        {bars.map((bar) => {
          const width = Math.max(4, (bar.value / top) * 130);
          return (
            <g key={bar.name}>
              <text x="0" y={bar.y + 17} fontSize="12" fill={c.navy800} fontFamily="system-ui, sans-serif">
                {bar.name}
              </text>
              <rect x="52" y={bar.y} width={width} height="26" rx="6" fill={bar.fill} />
              <text
                x={52 + width + 8}
                y={bar.y + 18}
                fontSize="14"
                fontWeight="700"
                fill={c.navy900}
                fontFamily="system-ui, sans-serif"
              >
                {formatResult(bar.value, unit)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
