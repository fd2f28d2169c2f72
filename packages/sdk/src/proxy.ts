/**
 * A view of `target` with some properties replaced. Every other property is read from the target
 * itself, and its methods are bound to it, so clients that keep private state keep working.
 */
export function withOverrides<T extends object>(target: T, overrides: Record<string, unknown>): T {
  return new Proxy(target, {
    get(t, property) {
      if (typeof property === 'string' && Object.prototype.hasOwnProperty.call(overrides, property)) return overrides[property];
      const value: unknown = Reflect.get(t, property, t);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(t) : value;
    },
  });
}
