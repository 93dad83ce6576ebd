import faq from './faq.yaml';
import type { FaqCopy } from './types';

export type FaqItem = FaqCopy['items'][number];

/** Spec §3 FAQItem: return policy (30 days), international shipping (50+ countries), tracking by email, changes within 12 hours. From src/content/faq.yaml. */
export const faqItems: FaqItem[] = (faq as FaqCopy).items;
