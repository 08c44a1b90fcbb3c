import { type DynamicModule, Global, Module } from '@nestjs/common';
import { type ArbiterConfig, loadConfig } from './arbiter-config.js';

/** Injection token of the parsed configuration. */
export const ARBITER_CONFIG = Symbol('ARBITER_CONFIG');

@Global()
@Module({})
export class ConfigModule {
  /** Provides the configuration; tests pass their own, apps read the environment. */
  static forRoot(config: ArbiterConfig = loadConfig()): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: ARBITER_CONFIG, useValue: config }],
      exports: [ARBITER_CONFIG],
    };
  }
}
