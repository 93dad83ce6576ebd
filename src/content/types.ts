/**
 * The content files' types, inferred from their schemas (src/content/schema.mjs). Type-only: zod
 * never reaches the browser. A file's data is checked against its schema when the build starts
 * (prerender/content/files.mjs), so a module that imports `./<file>.yaml` may take it as this type.
 */
import type { z } from 'zod';
import type { aboutSchema, companySchema, faqSchema, homeSchema, servicesSchema, testimonialsSchema, whyChooseUsSchema } from './schema.mjs';

export type CompanyDetails = z.output<typeof companySchema>;
export type HomeCopy = z.output<typeof homeSchema>;
export type FaqCopy = z.output<typeof faqSchema>;
export type TestimonialsCopy = z.output<typeof testimonialsSchema>;
export type AboutCopy = z.output<typeof aboutSchema>;
export type ServicesCopy = z.output<typeof servicesSchema>;
export type WhyChooseUsCopy = z.output<typeof whyChooseUsSchema>;
