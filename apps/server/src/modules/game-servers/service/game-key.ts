import { bearerKeyKind, hashBearerKey, keyMatches } from '../../../http/bearer-keys';

/** A game server's key: `prp_` and 43 base64url characters. */
const gameKey = bearerKeyKind('prp_');

export const newGameKey = () => gameKey.create();
export const bearerKey = (header: string | undefined) => gameKey.read(header);
export { hashBearerKey as hashGameKey, keyMatches };
