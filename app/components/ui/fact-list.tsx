type Fact = { value: string; label: string };

type FactListProps = {
  facts: readonly Fact[];
  /** The background the list stands on. */
  tone: "light" | "dark";
  /** The list's grid: columns and outer spacing. */
  className?: string;
};

const tones = {
  light: {
    fact: "border-line bg-white shadow-card",
    label: "text-muted",
    value: "text-brand-700",
  },
  dark: {
    fact: "border-white/10 bg-white/5",
    label: "text-slate-300",
    value: "mt-1 text-saffron-300",
  },
};

/** Key figures as a description list: each a large value above its label, in a card of its own. */
export function FactList({ facts, tone, className = "" }: FactListProps) {
  const classes = tones[tone];
  return (
    <dl className={`grid gap-4 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className={`flex flex-col-reverse rounded-card border p-6 ${classes.fact}`}>
          <dt className={`text-sm ${classes.label}`}>{fact.label}</dt>
          <dd className={`text-4xl font-extrabold ${classes.value}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
