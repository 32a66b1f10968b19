// Response serialization: every response is checked against its zod schema and stringified, but a result shared from
// the read cache (the same immutable object for every shopper) is checked and stringified only once.
import { serializerCompiler } from 'fastify-type-provider-zod';

export const sharedResultSerializerCompiler: typeof serializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  // Keyed by object identity: a fresh result is a new object and is serialized as usual.
  const serialized = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = serialized.get(data);
    if (json === undefined) {
      json = serialize(data);
      serialized.set(data, json);
    }
    return json;
  };
};
