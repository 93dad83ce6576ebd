/** Spec §2: the not-found page writes the attempted path to the console. */
export function logNotFound(pathname: string): void {
  console.log('404: no page at', pathname);
}
