/**
 * Stripe's request encoding: `items[0][price]=p&expand[0]=x&metadata[userId]=u`, as form bodies and
 * query strings. Read back into nested objects and arrays, as Stripe's servers do.
 */
type Value = string | Value[] | { [key: string]: Value };

function toArrays(value: Value): Value {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(value[k] as Value)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k] as Value);
  }
  return converted;
}

export function parseStripeForm(encoded: string): Record<string, unknown> {
  const root: Record<string, Value> = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, Value> = root;
    parts.forEach((part, i) => {
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (i === parts.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Record<string, Value>;
    });
  }
  return toArrays(root) as Record<string, unknown>;
}
