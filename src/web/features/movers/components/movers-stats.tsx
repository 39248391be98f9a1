const STATS = [
  { value: '120+', label: 'Cities covered' },
  { value: '10k+', label: 'Happy families' },
  { value: '99%', label: 'On-time moves' },
] as const;

export function MoversStats() {
  return (
    <section aria-label="Our record" className="border-slate-200 border-b bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-4 px-4 py-8 text-center">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-slate-600 text-sm">{stat.label}</dt>
            <dd className="font-bold text-2xl text-teal-800 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
