import { Type, type Static } from '@fastify/type-provider-typebox';
import { SCOPES } from '../storage/types.js';

export const GenerateKeyBodySchema = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 100, description: 'A label for the key' })) },
  { additionalProperties: false },
);

export const IssuedKeySchema = Type.Object({
  id: Type.String(),
  key: Type.String({ description: 'The API key; shown only in this response' }),
  name: Type.String(),
  scopes: Type.Array(Type.Enum(SCOPES)),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
  note: Type.String(),
});

/** A key as issued: the only time the key itself is shown. */
export type IssuedKey = Static<typeof IssuedKeySchema>;
