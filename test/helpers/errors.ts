import { expect } from 'vitest';

type ErrorClass<E> = abstract new (...args: never[]) => E;

/** The error `promise` rejects with, checked to be a `type`; a promise that resolves fails the test. */
export async function rejection<E>(promise: Promise<unknown>, type: ErrorClass<E>): Promise<E> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(type);
  return err as E;
}
