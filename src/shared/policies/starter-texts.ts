import { isSampleEmail, isSamplePhone } from '#shared/site/sample-contacts.ts';
import { DELIVERY_WORKING_DAYS, type SiteInfo } from '#shared/site/site-info.ts';
import type { PolicyDocument } from './required-policies.ts';

/*
 * Starting points the owner reviews, edits and saves: written for this business (HSRP plates and
 * colour stickers, paid by UPI) with its details filled in. What only the owner can decide is in
 * [square brackets], and a text cannot be saved until every bracket is replaced (PLACEHOLDER).
 * They are not legal advice, and the admin screen says so.
 */

const paragraphs = (...parts: (string | false)[]) => parts.filter(Boolean).join('\n\n');

function refundText(site: SiteInfo): string {
  return paragraphs(
    `Refund and cancellation policy of ${site.name}`,
    `This policy explains when you can cancel a booking made on this website and how we refund your money. ${site.name} is a private service that books and fits high-security registration plates (HSRP) and colour stickers for you; it is not the government HSRP portal.`,
    `Cancelling a booking\nYou can cancel a booking free of charge until we have ordered your plates from the manufacturer. To cancel, call or WhatsApp us on ${site.phone} or write to ${site.email}, quoting your order number (for example HSRPBOOKING/2026/1121123456).\nPlates are made for one registration number only. Once they have been ordered, the booking can no longer be cancelled or refunded.`,
    `If we cannot complete your booking\nIf we cannot complete a booking (for example because the vehicle details do not match the registration records), we cancel it, tell you why and refund the full amount you paid.`,
    `How refunds are paid\nWe refund to the UPI account you paid from, within [7] working days of the cancellation. We charge no cancellation fee.`,
    `Wrong or damaged plates\nIf a plate arrives damaged, or with wrong details through our mistake, tell us within [7] days of the fitting and we replace it free of charge.`,
    `Fitting appointments\nIf you cannot keep a fitting appointment, tell us at least one day before and we arrange a new time at no charge.`,
    `Complaints\nIf you are not satisfied with how we handled a cancellation or refund, please contact our grievance officer (see the Grievance officer page of this website).`,
  );
}

function privacyText(site: SiteInfo): string {
  return paragraphs(
    `Privacy policy of ${site.name}`,
    `This policy explains what personal data we collect when you use this website, why, and how we protect it, as the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 ask of us.`,
    `What we collect\nWhen you book: your name, mobile number, e-mail address and postal address; your vehicle's registration number and the last five digits of its chassis and engine numbers; the UPI transaction number of your payment and, if you choose to upload one, a screenshot of it.\nWhen you ask for a call-back or a quote: your name, phone number and what you tell us.\nOur server also keeps technical data such as your internet address for a short time, to protect the website against abuse.`,
    `Why we use it\nOnly to carry out your booking: to order and fit your plates, to check your payment, to contact you about your order and to send you receipts and updates. We do not sell your data and do not use it for advertising.`,
    `Who we share it with\nOnly with those who need it to fulfil your order: the plate manufacturer and the dealer or technician who fits the plates. We also share it with authorities when the law requires us to.`,
    `How long we keep it\nThe screenshot of your payment is deleted [90] days after your order is fulfilled or cancelled. Your address and e-mail are blanked [12] months after your order closes (the periods set on the admin's Customers' data page). What the tax law asks us to keep (the tax invoice, with the name, address and vehicle number it shows, the amounts and the order number) we keep for 8 years: GST law keeps our books for 72 months from the due date of the year's annual return (CGST Act section 36, Rule 56). A daily job on our server does this on time.`,
    `How we protect it\nYour data is kept on our own server. Only our staff, each with their own account, can see bookings.`,
    `Your agreement\nThe booking form shows a short notice of this policy. By submitting your booking after it, you agree to our use of your data for your booking; we keep the time and the version of the notice with your booking.`,
    `Your rights\nFrom the tracking link in your booking e-mail you can download everything we keep about your booking (as a file and as a page to read) and ask us to erase it; we erase it once your order is fulfilled or cancelled, keeping only what the tax law requires. You can also ask us to correct your data by writing to ${site.email}. Questions and complaints about your data go to our grievance officer (see the Grievance officer page of this website).`,
    `Cookies and your browser\nThis website remembers your language and the booking you are filling in, in your own browser. It uses no advertising or tracking cookies.`,
  );
}

function termsText(site: SiteInfo): string {
  return paragraphs(
    `Terms of service of ${site.name}`,
    `These terms apply when you book a service on this website. By booking, you accept them.`,
    `Who we are\n${site.name}, ${site.address}, ${site.addressCity}. Phone ${site.phone}, e-mail ${site.email}.${site.gstin ? ` GSTIN ${site.gstin}.` : ''}\nWe are a private service provider, not the government HSRP portal: we book and fit plates on your behalf.`,
    `Your booking\nYou confirm that the details you enter are correct and that you own the vehicle or may book for it. Plates are made for the registration number you enter; wrong details can delay the booking or make it impossible to complete.`,
    `Prices and payment\nPrices are in rupees and include GST and our service charge, as the payment page itemises them. Payment is by UPI only. Your booking is confirmed once we have checked your payment.`,
    `Delivery and fitting\nPlates are fitted at your home or at a dealer, as you choose, usually within ${DELIVERY_WORKING_DAYS} working days of confirmation. Delays at the manufacturer or the transport department can make it longer; we keep you informed.`,
    `Cancellation and refunds\nSee our Refund and cancellation policy.`,
    `Our liability\nWe are responsible for the service we provide. Our liability for a booking is limited to the amount you paid for it.`,
    `Disputes\nThese terms are governed by the laws of India. The courts at [city] have jurisdiction. Before going to court, please contact our grievance officer: most problems are solved quickly.`,
  );
}

const STARTERS: Record<PolicyDocument, (site: SiteInfo) => string> = {
  refund: refundText,
  privacy: privacyText,
  terms: termsText,
};

/**
 * A starting text for a policy, with the business's details filled in; the first-start sample
 * phone and e-mail become placeholders, so no policy goes out pointing at them.
 */
export function starterText(document: PolicyDocument, site: SiteInfo): string {
  return STARTERS[document]({
    ...site,
    phone: isSamplePhone(site.phone) ? '[phone number]' : site.phone,
    email: isSampleEmail(site.email) ? '[e-mail address]' : site.email,
  });
}
