import { DELIVERY_WORKING_DAYS } from '../../../shared/site/site-info';

const STEPS = [
  { title: 'Choose your service', text: 'HSRP, colour sticker or both, for your vehicle type.' },
  {
    title: 'Fill in vehicle details',
    text: 'Registration, chassis and engine numbers, and address.',
  },
  {
    title: 'Pay by UPI',
    text: 'Scan the QR or use any UPI app, then enter the transaction number.',
  },
  {
    title: 'Get it installed',
    text: `At your doorstep or at a dealer, within ${DELIVERY_WORKING_DAYS} working days.`,
  },
] as const;

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-heading" className="border-slate-200 border-y bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h2 id="how-heading" className="font-bold text-2xl text-slate-900 sm:text-3xl">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-slate-50 p-5">
              <span className="flex size-9 items-center justify-center rounded-full bg-blue-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-slate-600 text-sm">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
