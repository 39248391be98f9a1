import type { TextTemplate } from './text-template.ts';

/**
 * The one-time code that confirms a customer's mobile number. On WhatsApp it is an
 * "authentication" template, whose words Meta fixes (with a copy-code button carrying the same
 * code); on SMS it is a DLT template of the OTP kind.
 */
export const mobileCode: TextTemplate = {
  params: ['the 6-digit code'],
  body: {
    en: '{{1}} is your verification code. For your security, do not share this code. It expires in 10 minutes.',
    hi: '{{1}} आपका सत्यापन कोड है। अपनी सुरक्षा के लिए यह कोड किसी से साझा न करें। यह 10 मिनट में समाप्त हो जाएगा।',
  },
};
