// Route guards (DECISIONS X3): who the caller is comes only from a verified Bearer token and the user's current row;
// what they may do comes only from domain/permissions.ts. A hidden button is never the protection. Routes run them
// as onRequest hooks: a caller who may not do something is refused before their body is even read or validated.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../domain/accounts.ts';
import { roleCan, type Permission } from '../../domain/permissions.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Actor } from '../modules/accounts/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; null on routes without one. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** The few routes an account that must first replace its admin-typed password may still call (reading its profile, changing it). */
    allowsPendingPasswordChange?: boolean;
  }
}

type ResolveSession = (token: string) => Promise<Actor | null>;
type Guard = (request: FastifyRequest) => Promise<void>;

export interface AuthGuards {
  /** Any signed-in, active user. */
  requireUser: Guard;
  /** A signed-in user whose role holds the permission. */
  requirePermission(permission: Permission): Guard[];
  /** Guests pass as null; a token that is present must be valid (a bad token is a 401, never a silent guest). */
  optionalUser: Guard;
}

// Only the Authorization header carries a token: never a query parameter, which would end up in logs (security row 14).
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/;

export function registerAuth(app: FastifyInstance, resolveSession: ResolveSession): AuthGuards {
  app.decorateRequest('actor', null);

  async function actorFrom(request: FastifyRequest): Promise<Actor | null | undefined> {
    const header = request.headers.authorization;
    if (!header) return undefined;
    const token = BEARER.exec(header)?.[1];
    return token ? resolveSession(token) : null;
  }

  /** Until the owner of an admin-created account chooses their own password, the admin-typed one opens nothing else. */
  function refusePendingPasswordChange(request: FastifyRequest, actor: Actor) {
    if (actor.mustChangePassword && !request.routeOptions.config.allowsPendingPasswordChange)
      throw forbidden(ACCOUNT_MESSAGES.passwordChangeRequired);
  }

  const requireUser: Guard = async (request) => {
    const actor = await actorFrom(request);
    if (actor === undefined) throw unauthorized(ACCOUNT_MESSAGES.signInRequired);
    if (actor === null) throw unauthorized(ACCOUNT_MESSAGES.sessionExpired);
    refusePendingPasswordChange(request, actor);
    request.actor = actor;
  };

  return {
    requireUser,
    requirePermission(permission) {
      return [
        requireUser,
        async (request) => {
          if (!request.actor || !roleCan(request.actor.role, permission)) throw forbidden(ACCOUNT_MESSAGES.notAllowed);
        },
      ];
    },
    optionalUser: async (request) => {
      const actor = await actorFrom(request);
      if (actor === null) throw unauthorized(ACCOUNT_MESSAGES.sessionExpired);
      if (actor) refusePendingPasswordChange(request, actor);
      request.actor = actor ?? null;
    },
  };
}
