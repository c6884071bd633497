/** A promise that a test resolves when it chooses, to hold a fake answer back. */
export function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
