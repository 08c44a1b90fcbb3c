import type { Actor, MatchResultInput } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';

/** What a report command returns once the report is stored (its processing follows on the worker). */
export interface ReportReceipt {
  readonly reportId: string;
  readonly matchId: string;
}

export class ReportResultCommand extends Command<ReportReceipt> {
  constructor(
    readonly actor: Actor | null,
    readonly matchId: string,
    readonly result: MatchResultInput,
  ) {
    super();
  }
}

export class ConfirmResultCommand extends Command<ReportReceipt> {
  constructor(
    readonly actor: Actor | null,
    readonly matchId: string,
  ) {
    super();
  }
}

export class EnterResultCommand extends Command<ReportReceipt> {
  constructor(
    readonly actor: Actor | null,
    readonly matchId: string,
    readonly result: MatchResultInput,
  ) {
    super();
  }
}

export class ExtendMatchTimeCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly matchId: string,
    readonly minutes: number,
  ) {
    super();
  }
}

/** What `correctResult` returns: the correction's id and its match (issue 18 item 5). */
export interface CorrectionReceipt {
  readonly correctionId: string;
  readonly matchId: string;
}

export class CorrectResultCommand extends Command<CorrectionReceipt> {
  constructor(
    readonly actor: Actor | null,
    readonly matchId: string,
    readonly result: MatchResultInput,
    readonly reason: string,
  ) {
    super();
  }
}
