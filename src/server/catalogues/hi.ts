import {
  HINDI_BOOKING_STATUSES,
  HINDI_SERVICE_TITLES,
  HINDI_VEHICLE_TYPES,
} from '#shared/catalog/hindi-names.ts';
import type { CustomerTexts } from './en.ts';

/**
 * What customers read from the server, in Hindi, in the words the Hindi pages use for the same
 * things (web/i18n/hi.ts: service titles, statuses, "ऑर्डर नंबर", "फ़िटिंग"), so a customer reads
 * one vocabulary. UPI, HSRP, GST and WhatsApp stay as they are, as on the pages.
 */
export const HI_TEXTS: CustomerTexts = {
  names: {
    services: HINDI_SERVICE_TITLES,
    vehicleTypes: HINDI_VEHICLE_TYPES,
    statuses: HINDI_BOOKING_STATUSES,
    installation: { home: 'घर पर फ़िटिंग', dealer: 'डीलर के यहाँ फ़िटिंग' },
    fittingPlace: { home: 'आपके पते पर', dealer: 'डीलर के यहाँ' },
    fittedItem: { plates: 'HSRP प्लेटें', sticker: 'कलर स्टिकर' },
  },
  defaultSupportHours: 'सोम–शुक्र, सुबह 10:30 से शाम 5:30 बजे तक',
  mail: {
    dear: 'प्रिय {name},',
    orderNumber: 'ऑर्डर नंबर',
    followOrder: 'अपना ऑर्डर ट्रैक करें',
    appointment: 'फ़िटिंग का अपॉइंटमेंट: {when} (भारतीय समय), {place}',
    questions: 'कोई सवाल? अपना ऑर्डर नंबर बताकर हमें कॉल या WhatsApp करें ({hours})।',
    footerSupport: 'सहायता ({hours}): {phone}, {email}',
    footerIndependent: 'एक स्वतंत्र निजी सेवा, यह सरकारी HSRP पोर्टल नहीं है।',
  },
  bookingReceived: {
    subject: 'हमें आपके भुगतान की जानकारी मिल गई है: {orderId}',
    thanks: 'हमारे साथ बुकिंग करने के लिए धन्यवाद। हमें आपकी बुकिंग और भुगतान की जानकारी मिल गई है।',
    heldUntil: 'हम आपके भुगतान की जाँच कर रहे हैं; आपकी जगह {when} (भारतीय समय) तक रखी गई है।',
    whatNext: 'आगे क्या होगा',
    stepVerify: 'हमारी टीम आपके भुगतान और जानकारी की जाँच करेगी।',
    stepQueued: 'आपका ऑर्डर प्रोसेसिंग की कतार में जाएगा।',
    stepCall: '{days} कार्य-दिवसों के भीतर डिलीवरी या फ़िटिंग; हमारी टीम आपको कॉल करेगी।',
    keepLinkPrivate: 'यह लिंक किसी और को न दें: इससे आपका ऑर्डर खुलता है।',
    rows: {
      service: 'सेवा',
      vehicle: 'वाहन',
      registrationNumber: 'रजिस्ट्रेशन नंबर',
      installation: 'फ़िटिंग',
      subtotal: 'उप-योग',
      gst: 'GST ({pct})',
      serviceCharges: 'सेवा शुल्क',
      totalPaid: 'कुल भुगतान',
      transactionNumber: 'ट्रांज़ैक्शन नंबर',
    },
  },
  statusChanged: {
    subject: {
      CONFIRMED: 'आपका ऑर्डर {orderId} कन्फ़र्म हो गया है',
      FULFILLED: 'आपका ऑर्डर {orderId} पूरा हुआ',
      CANCELLED: 'आपका ऑर्डर {orderId} रद्द कर दिया गया है',
    },
    confirmedAtAppointment:
      'आपका भुगतान सत्यापित हो गया है और आपका ऑर्डर कन्फ़र्म है। आपके अपॉइंटमेंट पर हम {item} लगाएँगे:',
    confirmed:
      'आपका भुगतान सत्यापित हो गया है और आपका ऑर्डर कन्फ़र्म है। {days} कार्य-दिवसों के भीतर हम {item} डिलीवर करेंगे या लगाएँगे; इसकी व्यवस्था के लिए हमारी टीम आपके मोबाइल नंबर पर कॉल करेगी।',
    fulfilledPlates:
      'आपका ऑर्डर पूरा हो गया है: आपकी प्लेटें डिलीवर कर दी गई हैं या लगा दी गई हैं। हमें चुनने के लिए धन्यवाद।',
    fulfilledSticker:
      'आपका ऑर्डर पूरा हो गया है: आपका कलर स्टिकर डिलीवर कर दिया गया है या लगा दिया गया है। हमें चुनने के लिए धन्यवाद।',
    cancelled:
      'यह ऑर्डर रद्द कर दिया गया है। अगर आपको इसकी उम्मीद नहीं थी, तो कृपया अपना ऑर्डर नंबर बताकर हमें कॉल करें ({hours})।',
  },
  appointment: {
    movedSubject: 'फ़िटिंग का अपॉइंटमेंट बदला: {orderId}',
    movedByStaff: 'हमने आपकी नंबर प्लेट फ़िटिंग का अपॉइंटमेंट बदल दिया है।',
    movedByCustomer: 'आपने अपनी नंबर प्लेट फ़िटिंग का अपॉइंटमेंट बदल दिया है।',
    wasAt: 'पहले का समय: {when}।',
    reminderSubject: 'आपकी प्लेट फ़िटिंग कल है: {orderId}',
    reminder: 'याद दिला दें: आपकी नंबर प्लेट फ़िटिंग कल है।',
    ready: 'कृपया वाहन और उसका रजिस्ट्रेशन सर्टिफ़िकेट (RC) तैयार रखें।',
  },
  holdLapsed: {
    subject: 'आपकी बुकिंग {orderId} रद्द कर दी गई है: {reason}',
    reason: 'तय समय में भुगतान नहीं मिला',
    news: 'हमने आपकी जगह {when} (भारतीय समय) तक रखी, पर तब तक इस बुकिंग का भुगतान सत्यापित नहीं हो सका, इसलिए यह रद्द कर दी गई है और इसका फ़िटिंग समय दूसरों के लिए खुल गया है।',
    ifPaid:
      'अगर आपने भुगतान किया है, तो कृपया अपना ऑर्डर नंबर और ट्रांज़ैक्शन नंबर {txnId} बताकर हमें कॉल करें ({hours})।',
    bookAgainHint: 'दोबारा बुक करने के लिए यहाँ नया समय चुनें:',
    bookAgain: 'दोबारा बुक करें',
    yourOrder: 'आपका ऑर्डर',
  },
  complaint: {
    receivedSubject: 'हमें आपकी शिकायत मिल गई है: टिकट {ticket}',
    received: 'हमें बताने के लिए धन्यवाद। हमें आपकी शिकायत मिल गई है और इसका टिकट नंबर {ticket} है।',
    promises:
      'उपभोक्ता संरक्षण (ई-कॉमर्स) नियम 2020 के अनुसार, हम {acknowledgeBy} (भारतीय समय) तक जवाब देंगे और {resolveBy} तक इसका समाधान करेंगे।',
    yourText: 'आपने जो लिखा',
    check: 'टिकट नंबर और अपना मोबाइल नंबर डालकर अपने टिकट की स्थिति देखें:',
    replySubject: 'आपकी शिकायत का जवाब, टिकट {ticket}',
    reply: 'आपकी शिकायत {ticket} पर हमारा जवाब:',
  },
  refunds: {
    approvedSubject: 'आपके ऑर्डर {orderId} का रद्दीकरण स्वीकार हुआ',
    declinedSubject: 'ऑर्डर {orderId} रद्द करने का आपका अनुरोध',
    sentSubject: 'ऑर्डर {orderId} का रिफ़ंड भेज दिया गया',
    approved: 'आपके अनुरोध पर हमने आपका ऑर्डर रद्द कर दिया है, और इसका फ़िटिंग समय फिर से खाली है।',
    declined: 'हम आपके अनुरोध पर आपका ऑर्डर रद्द नहीं कर सके। हमारा नोट: {note}',
    declinedHelp: 'आपका ऑर्डर पहले जैसा ही है। कोई प्रश्न हो तो कृपया हमें कॉल करें ({hours})।',
    refundDue: 'हम {amount} UPI से उसी खाते में, जिससे आपने भुगतान किया था, {day} तक लौटा देंगे।',
    refundCharge: 'हमारी रिफ़ंड नीति में बताया गया {charge} का रद्दीकरण शुल्क काटा गया है।',
    sent: 'हमने आपका {amount} का रिफ़ंड {day} को UPI से भेज दिया है। UPI रेफ़रेंस: {upiRef}।',
    sentHelp:
      'बैंक आम तौर पर 5–7 कार्य-दिवसों में रिफ़ंड दिखा देते हैं। अगर तब तक न मिले, तो कृपया UPI रेफ़रेंस बताकर हमें कॉल करें।',
  },
  receipt: {
    title: 'रसीद {orderId}',
    orderReceipt: 'ऑर्डर की रसीद',
    paymentReceipt: 'भुगतान की रसीद',
    billOfSupply: 'रसीद (बिल ऑफ़ सप्लाई)',
    noTaxNote: 'कोई GST नहीं लिया गया: {name} GST में पंजीकृत नहीं है।',
    orderReceiptNote:
      'यह ऑर्डर की रसीद है, टैक्स इनवॉइस नहीं। भुगतान सत्यापित होने के बाद आपका टैक्स इनवॉइस, उसके इनवॉइस नंबर के साथ, मिलेगा: तब यह फ़ाइल ट्रैकिंग पेज से फिर से डाउनलोड करें।',
    independent: '{name} एक स्वतंत्र निजी सेवा है, यह सरकारी HSRP पोर्टल नहीं है।',
    gstin: 'GSTIN: {gstin}',
    rows: {
      orderNumber: 'ऑर्डर नंबर',
      date: 'तारीख़',
      customer: 'ग्राहक',
      vehicle: 'वाहन',
      service: 'सेवा',
      installation: 'फ़िटिंग',
      appointment: 'फ़िटिंग का अपॉइंटमेंट',
      basePrice: 'मूल कीमत',
      gst: 'GST ({pct})',
      serviceCharge: 'सेवा शुल्क',
      total: 'कुल राशि',
      transactionNumber: 'UPI ट्रांज़ैक्शन नंबर',
      status: 'स्थिति',
    },
  },
  myData: {
    title: 'आपका डेटा: ऑर्डर {orderId}',
    intro:
      'इस बुकिंग के बारे में हमारे पास जो कुछ है, {date} तक। यही डेटा दूसरे ऐप के लिए फ़ाइल के रूप में: ट्रैकिंग पेज से JSON डाउनलोड करें।',
    booking: 'बुकिंग',
    contact: 'संपर्क विवरण',
    vehicle: 'वाहन',
    payment: 'भुगतान',
    messages: 'आपको भेजे गए संदेश',
    consents: 'आपकी सहमतियाँ',
    retention: 'रखना और मिटाना',
    none: 'कोई नहीं',
    kept: 'रखा गया',
    deleted: '{date} को हटाया गया',
    fields: {
      service: 'सेवा',
      vehicleType: 'वाहन का प्रकार',
      installation: 'फिटिंग',
      appointment: 'फिटिंग का समय',
      status: 'स्थिति',
      createdAt: 'बुकिंग की तारीख',
      fullName: 'नाम',
      mobile: 'मोबाइल',
      email: 'ईमेल',
      address: 'पता',
      registrationNumber: 'रजिस्ट्रेशन नंबर',
      chassisLast5: 'चेसिस नंबर (अंतिम 5)',
      engineLast5: 'इंजन नंबर (अंतिम 5)',
      upiTransactionNumber: 'UPI ट्रांज़ैक्शन नंबर',
      total: 'कुल भुगतान',
      screenshot: 'भुगतान का स्क्रीनशॉट',
      taxInvoice: 'टैक्स इनवॉइस',
      privacyNotice: 'गोपनीयता सूचना (संस्करण {version}), {date} को सहमति',
      whatsapp: 'WhatsApp अपडेट (संस्करण {version}), {date} को सहमति',
      blanked: 'पता और ईमेल {date} को मिटाए गए',
      erased: 'आपके अनुरोध पर {date} को मिटाया गया',
      erasureRequested: 'मिटाने का अनुरोध {date} को',
    },
  },
};
