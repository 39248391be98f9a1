import { Link } from 'react-router';
import { DELIVERY_WORKING_DAYS } from '../../../shared/site/site-info';
import { paths } from '../../app/paths';
import { Icon, type IconName } from '../../components/icon';
import { PageHeader } from '../../components/page-header';
import { useSiteInfo } from '../site-info/use-site-info';

const PROMISES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Done by the rules',
    text: 'Plates and colour stickers as per government guidelines for your vehicle.',
  },
  {
    icon: 'lock',
    title: 'Secure payment',
    text: 'Pay by UPI to our verified account; every payment is checked by our team.',
  },
  {
    icon: 'home',
    title: 'Your choice of fitment',
    text: `Installation at your doorstep or at a dealer, within ${DELIVERY_WORKING_DAYS} working days.`,
  },
];

export function AboutPage() {
  const { name, addressCity } = useSiteInfo();
  return (
    <>
      <PageHeader title="About Us">
        Online booking for high-security registration plates, without the queues.
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <section aria-labelledby="who-heading" className="max-w-3xl space-y-4 text-slate-700">
          <h2 id="who-heading" className="font-bold text-slate-900 text-xl">
            Who we are
          </h2>
          <p>
            {name} is a private service provider based in {addressCity}. We help owners of
            two-wheelers and four-wheelers book HSRP plates and fuel-type colour stickers online,
            pay by UPI and get them fitted without visiting an office.
          </p>
          <p>
            We are not a government website. We handle the booking, the paperwork checks and the
            fitment for you, and our team calls you before delivery or installation.
          </p>
        </section>
        <ul className="grid gap-4 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <Icon name={promise.icon} className="size-7 text-blue-700" />
              <h2 className="mt-3 font-semibold text-slate-900">{promise.title}</h2>
              <p className="mt-1 text-slate-600 text-sm">{promise.text}</p>
            </li>
          ))}
        </ul>
        <Link
          to={paths.bookYourService}
          className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
        >
          Book your service
          <Icon name="arrowRight" />
        </Link>
      </div>
    </>
  );
}
