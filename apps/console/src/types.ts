/** The wire shapes the console reads and sends: the SDK's, generated from the service's OpenAPI document. */
export type {
  IssuedKey,
  ParseRequest,
  ParseResponse,
  ParseFlag,
  ScreenOutputResponse,
  TrustVerifyResponse,
  TypedFlag,
  ScreeningPolicy,
  ScreeningPolicyUpdate,
  ScreeningList,
  ScreeningEntry,
  SourceKind,
} from '../../../packages/sdk/src/types.js';
