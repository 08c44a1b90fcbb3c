import type { GraphqlContextFactory, GraphqlHttpRequest } from '@arbiter/graphql-server';
import { RequestAuthentication } from '@arbiter/identity-application';
import { createTournamentLoaders } from '@arbiter/tournament-api';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ApiContext } from './api-context.js';

/**
 * Reads the bearer token once per request (an invalid token fails the request with its code)
 * and creates the request's DataLoaders.
 */
@Injectable()
export class ApiContextFactory implements GraphqlContextFactory<ApiContext> {
  constructor(
    private readonly authentication: RequestAuthentication,
    private readonly queries: QueryBus,
  ) {}

  async create(request: GraphqlHttpRequest): Promise<ApiContext> {
    const header = request.headers['authorization'];
    const viewer = await this.authentication.viewerFromAuthorization(Array.isArray(header) ? header[0] : header);
    return { viewer, clientAddress: request.ip || null, tournamentLoaders: createTournamentLoaders(this.queries, viewer) };
  }
}
