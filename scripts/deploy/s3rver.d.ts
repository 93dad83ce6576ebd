// The part of s3rver (a local S3 server, used by the deploy's tests and the local lead store,
// server/leads.mjs) that they use; it ships no types.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0: any free port. */
    port?: number;
    /** Where the buckets' objects are stored. */
    directory: string;
    silent?: boolean;
    /** Buckets made at start. */
    configureBuckets?: { name: string }[];
  }
  /** The request context s3rver's Koa middleware sees (the part server/leads.mjs reads). */
  interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    get(header: string): string;
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; resolves with the address it listens on. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Its Koa middleware, in order. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
  }
}

declare module 's3rver/lib/models/error.js' {
  /** An S3 error answer: code, message and the details S3 adds. */
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, string>);
  }
}
