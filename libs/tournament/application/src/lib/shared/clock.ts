import { Injectable } from '@nestjs/common';

/** The current time as the handlers stamp it on commands (tests replace it to control time). */
@Injectable()
export class Clock {
  now(): string {
    return new Date().toISOString();
  }
}
