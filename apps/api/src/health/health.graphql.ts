import { HealthService } from '@arbiter/platform-runtime';
import type { GraphqlContribution } from '@arbiter/graphql-server';
import { Injectable } from '@nestjs/common';

/** `health`: the state of the database, Redis and the event store, readable by anyone. */
@Injectable()
export class HealthGraphql implements GraphqlContribution {
  constructor(private readonly health: HealthService) {}

  readonly typeDefs = /* GraphQL */ `
    type Query {
      "State of the database, Redis and the event store."
      health: Health!
    }

    enum HealthStatus {
      ok
      degraded
    }

    type ComponentHealth {
      ok: Boolean!
      latencyMs: Float!
      problem: String
    }

    type EventStoreHealth {
      ok: Boolean!
      latencyMs: Float!
      problem: String
      lastGlobalPosition: Float!
      pendingOutboxMessages: Int!
      pendingMigrations: Boolean!
    }

    type Health {
      status: HealthStatus!
      database: ComponentHealth!
      redis: ComponentHealth!
      eventStore: EventStoreHealth!
    }
  `;

  resolvers() {
    return { Query: { health: () => this.health.check() } };
  }
}
