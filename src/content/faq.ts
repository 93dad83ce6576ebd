export interface FaqItem {
  question: string;
  answer: string;
}

/** Spec §3 FAQItem: return policy (30 days), international shipping (50+ countries), tracking by email, changes within 12 hours. */
export const faqItems: FaqItem[] = [
  {
    question: 'What is your return policy?',
    answer:
      'If a shipment arrives damaged or is refused by the receiver, you have 30 days from delivery to start a return. Contact your dispatcher with the bill of lading number and photos, and we arrange the pickup and the paperwork with the carrier and the shipper.',
  },
  {
    question: 'Do you ship internationally?',
    answer:
      'Yes. Through our freight-forwarding partners we ship to over 50 countries. We handle the domestic leg to the port or border crossing and coordinate customs documents, so you deal with one team from pickup to final delivery.',
  },
  {
    question: 'How can I track my order?',
    answer:
      'As soon as your load is picked up, we send a tracking number by email. Use it to follow the shipment from pickup to delivery, or call your dispatcher at any hour for a live update from the driver.',
  },
  {
    question: 'Can I cancel or change my order?',
    answer:
      'Yes, within 12 hours of booking. Call or email us with your tracking number to change pickup times, addresses or freight details, or to cancel. After 12 hours the truck is usually committed, and we will tell you what is still possible.',
  },
];
