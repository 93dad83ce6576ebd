// Types for the parts of s3rver that the local lead store patches and the deploy's tests use (@types/s3rver has neither its middleware nor its store).

declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }
  interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    get(header: string): string;
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
  }
  /** Its store of objects as files (the part server/leads.mjs replaces): `resource` names one of a key's files, e.g. 'object'. */
  interface FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: string): string;
    putObject(object: {
      bucket: string;
      key: string;
      content: Buffer | NodeJS.ReadableStream;
      metadata: Record<string, string>;
    }): Promise<{ size: number; md5: string }>;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    store: FilesystemStore;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Its Koa middleware, in order. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
  }
}

declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, string>);
  }
}
