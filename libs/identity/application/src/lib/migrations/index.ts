import { CreateIdentityReadModel1763810000000 } from './1763810000000-create-identity-read-model.js';

/** The identity context's read-model migrations, in order (pass them to `DatabaseModule.forRoot`). */
export const identityMigrations = [CreateIdentityReadModel1763810000000];
