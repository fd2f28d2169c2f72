/**
 * Settings that move every rate limit and the key cap out of the way, for runs that measure the
 * service rather than its limiter (the fuzz and the soak).
 */
export function limitsOutOfTheWay(high = '1000000000'): Record<string, string> {
  return {
    PARAPET_RATE_LIMIT_PER_KEY: high,
    PARAPET_RATE_LIMIT_PER_IP: high,
    PARAPET_RATE_LIMIT_OPEN_PER_IP: high,
    PARAPET_KEYS_PER_IP_PER_MINUTE: high,
    PARAPET_KEYS_TOTAL_CAP: high,
  };
}
