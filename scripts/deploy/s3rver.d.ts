// The part of s3rver (a local S3 server, used by the deploy's tests) that the tests use; it ships no types.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** 0: any free port. */
    port?: number;
    /** Where the buckets' objects are stored. */
    directory: string;
    silent?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; resolves with the address it listens on. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
