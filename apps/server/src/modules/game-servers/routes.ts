import { gamePlayersBodyMaxBytes, type GameJoinReason } from '@panel/contract/api/game-servers';
import { endpoints } from '@panel/contract/endpoints';
import { fieldAccess } from '@panel/contract/endpoints/field-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireMember } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { allows } from '../permissions';
import type { GameKeys } from './game-key-auth';
import type { JoinBatches } from './service/join-batches';
import type { PlayerTextContext } from './service/messages';
import {
  ackGameCommand,
  recordReadiness,
  takeGameCommands,
  type GameCommandRan,
} from './service/game-commands';
import {
  listMemberPassports,
  removeGameDatabase,
  setGameDatabase,
  setGamePassport,
} from './service/databases';
import { checkJoin, reportPlayers } from './service/join';
import { listGameJoins } from './service/joins';
import { linkGameAccount, listMemberIdentities, type CodeLockout } from './service/links';
import { unlinkGameIdentity } from './service/unlink';
import {
  createGameServer,
  deleteGameServer,
  listGameServers,
  rotateGameServerKey,
  updateGameServer,
} from './service/servers';

export function registerGameServerRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    codeLockout: CodeLockout;
    /** The game API's key authenticator and the join check's batches, the process's own. */
    keys: GameKeys;
    batches: JoinBatches;
    /** How long "Desvincular" can be undone (docs/decisions/2026-12-04-undoable-actions.md). */
    undoMs: number;
    /** Where each join check's outcome and time are counted (the panel's metrics). */
    metrics: { joinCheck(reason: GameJoinReason, seconds: number): void };
    /** Told of each command that ran, in its acknowledgement's transaction (the store's). */
    commandRan?: GameCommandRan;
  },
): void {
  const { db, config, codeLockout, keys, batches, undoMs, metrics, commandRan } = deps;
  const texts: PlayerTextContext = {
    publicUrl: config.publicUrl,
    inviteUrl: config.discordInviteUrl,
  };

  addEndpoint(app, endpoints.listGameServers, () => listGameServers(db));
  addEndpoint(app, endpoints.createGameServer, (request) =>
    createGameServer(db, request.body.name, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.updateGameServer, (request) =>
    updateGameServer(db, Number(request.params.id), request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.rotateGameServerKey, (request) =>
    rotateGameServerKey(db, Number(request.params.id), auditContextOf(request)),
  );
  addEndpoint(app, endpoints.setGameDatabase, (request) =>
    setGameDatabase(
      db,
      Number(request.params.id),
      request.body,
      config.gameDbKey,
      auditContextOf(request),
    ),
  );
  addEndpoint(app, endpoints.removeGameDatabase, (request) =>
    removeGameDatabase(db, Number(request.params.id), auditContextOf(request)),
  );
  addEndpoint(app, endpoints.listGamePassports, (request) =>
    listMemberPassports(db, request.query.discordId),
  );
  addEndpoint(app, endpoints.setGamePassport, (request) =>
    setGamePassport(
      db,
      Number(request.params.id),
      request.params.discordId,
      request.body.passport,
      auditContextOf(request),
    ),
  );
  addEndpoint(app, endpoints.deleteGameServer, async (request, reply) => {
    await deleteGameServer(db, Number(request.params.id), auditContextOf(request));
    return reply.code(204).send();
  });
  addEndpoint(app, endpoints.listGameJoins, (request) =>
    listGameJoins(db, Number(request.params.id), request.query, {
      showIp: allows(request.auth, fieldAccess.listGameJoins.ip),
    }),
  );
  addEndpoint(app, endpoints.listGameIdentities, (request) =>
    listMemberIdentities(db, request.query.discordId, 'staff'),
  );
  addEndpoint(app, endpoints.unlinkGameIdentity, async (request, reply) => {
    await unlinkGameIdentity(db, Number(request.params.id), auditContextOf(request), { undoMs });
    return reply.code(204).send();
  });
  addEndpoint(app, endpoints.myGameLinks, (request) =>
    listMemberIdentities(db, requireMember(request).id, 'member'),
  );
  addEndpoint(
    app,
    endpoints.linkGameAccount,
    (request) =>
      linkGameAccount(
        db,
        codeLockout,
        requireMember(request),
        request.body.code,
        auditContextOf(request),
      ),
    // Per member, not per session (a second session does not start again), as code redemption;
    // failures also count towards its lock-out (service/links.ts).
    {
      config: {
        ipRateLimit: 30,
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            request.auth ? `game-link:${request.auth.user.id}` : `game-link-ip:${request.ip}`,
        },
      },
    },
  );

  // The game API: a game server's key, limited per key (a restart's burst of joins fits).
  app.decorateRequest('gameServer', null);
  const perKey = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => keys.limitKey(request),
    },
    // One game server is one address: the per-key limit is the one that counts.
    ipRateLimit: max,
  });
  addEndpoint(
    app,
    endpoints.gameJoin,
    (request) =>
      checkJoin(
        db,
        {
          key: keys.keyOf(request),
          refuse: () => keys.refuse(request),
          batches,
          decided: (reason, seconds) => metrics.joinCheck(reason, seconds),
        },
        request.body,
        texts,
      ),
    // The key's server is read with the join's facts, in one statement.
    { config: perKey(config.gameJoinRateLimit), onRequest: (request) => keys.readKey(request) },
  );
  addEndpoint(
    app,
    endpoints.gamePlayers,
    async (request) => {
      const server = keys.serverOf(request);
      const answer = await reportPlayers(db, server, batches, request.body, texts);
      // Once the report placed who is online: since when their characters are loaded.
      await recordReadiness(db, server.id, request.body.players);
      return answer;
    },
    {
      config: perKey(120),
      onRequest: (request) => keys.authenticate(request),
      // A full 2,048-slot server's report; read only once the key was accepted (onRequest).
      bodyLimit: gamePlayersBodyMaxBytes,
    },
  );
  addEndpoint(
    app,
    endpoints.gameCommands,
    (request) => takeGameCommands(db, keys.serverOf(request)),
    {
      config: perKey(120),
      onRequest: (request) => keys.authenticate(request),
    },
  );
  addEndpoint(
    app,
    endpoints.ackGameCommand,
    (request) =>
      ackGameCommand(
        db,
        keys.serverOf(request),
        Number(request.params.id),
        request.body,
        commandRan,
      ),
    // One acknowledgement per command: a burst of purchases delivered at once fits.
    { config: perKey(600), onRequest: (request) => keys.authenticate(request) },
  );
}
