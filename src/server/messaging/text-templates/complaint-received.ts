import type { TextTemplate } from './text-template.ts';

/** A customer's complaint was received: its ticket number and the 2020 rules' promises. */
export const complaintReceived: TextTemplate = {
  params: ['the ticket number'],
  body: {
    en: 'We have received your complaint, ticket number {{1}}. We will reply within 48 hours and resolve it within one month. You can check it on our website with this number and your mobile number.',
    hi: 'हमें आपकी शिकायत मिल गई है, टिकट नंबर {{1}}। हम 48 घंटे में जवाब देंगे और एक महीने में इसका समाधान करेंगे। आप यह नंबर और अपना मोबाइल नंबर डालकर हमारी वेबसाइट पर इसकी स्थिति देख सकते हैं।',
  },
};
