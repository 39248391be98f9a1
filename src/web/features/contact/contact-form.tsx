import { type FormEvent, useState } from 'react';
import { FormField, inputClass } from '#web/components/form/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { contactMessages } from '#web/i18n/contact-messages.ts';
import { splitAt } from '#web/i18n/fill.ts';
import { useMessages } from '#web/i18n/language-context.tsx';
import { useSiteInfo } from '#web/lib/storefront/use-storefront.ts';
import { createContactMailLink } from './mail-link.ts';

const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** Opens the visitor's mail app addressed to support; nothing is sent over the network. */
export function ContactForm() {
  const [opened, setOpened] = useState(false);
  const { email } = useSiteInfo();
  const t = useMessages(contactMessages);
  const [openedBefore, openedAfter] = splitAt(t.mailAppOpened, '{email}');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    window.location.href = createContactMailLink(email, {
      name: field(data, 'name'),
      email: field(data, 'email'),
      subject: field(data, 'subject').trim() || t.defaultSubject,
      message: field(data, 'message'),
    });
    setOpened(true);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <FormField id="contact-name" label={t.name}>
        <input id="contact-name" name="name" required autoComplete="name" className={inputClass} />
      </FormField>
      <FormField id="contact-email" label={t.email}>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          className={inputClass}
        />
      </FormField>
      <FormField id="contact-subject" label={t.subject}>
        <input
          id="contact-subject"
          name="subject"
          placeholder={t.defaultSubject}
          className={inputClass}
        />
      </FormField>
      <FormField id="contact-message" label={t.message}>
        <textarea id="contact-message" name="message" required rows={5} className={inputClass} />
      </FormField>
      <Button type="submit" size="lg">
        {t.send}
      </Button>
      {opened && (
        <p role="status" className="rounded-lg bg-blue-50 px-4 py-3 text-blue-900 text-sm">
          {openedBefore}
          <a href={`mailto:${email}`} className="font-medium underline">
            {email}
          </a>
          {openedAfter}
        </p>
      )}
    </form>
  );
}
