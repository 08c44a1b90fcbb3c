/** Answers to the choices the rules ask for (limited actions, 512.1.b.1). */
import { resumeTokenPlace } from '../flow/token-places.js';
import { resumePlaySpellFromTrash } from '../flow/play-spell-from-trash.js';
import { resumePlayFromHand } from '../flow/play-from-hand.js';
import { groupLimitOf, isValidGroup } from '../flow/kill-group.js';
import type { Action } from '../../model/action.js';
import type { Decision } from '../../model/decision.js';
import type { Frame } from '../../model/frame.js';
import type { Seat } from '../../model/ids.js';
import { areLegalTargets } from '../../rules/targeting.js';
import type { EngineContext } from '../context.js';
import { beginAt } from '../flow/cleanup.js';
import { resumeFinishPlayAt, resumeFinishSpellPlay } from '../flow/play-from-trash.js';
import { acceptAssignment } from '../flow/combat.js';
import { isValidAssignment } from '../flow/combat-damage.js';
import { resumeBurnOut } from '../flow/draw.js';
import { resumeChosenCards, resumeMay, resumeRevealFrom } from '../flow/effect-steps.js';
import { resumeKill } from '../flow/kill.js';
import { resumeMakeNewChoices } from '../flow/chain-control.js';
import { resumeSplitDamage } from '../flow/split-damage.js';
import { performMulligan } from '../flow/mulligan.js';
import { addTrigger, modalTriggerChoices, placeChosen, triggerModeSpecs, triggerSpecs, triggerTargeting } from '../flow/place-triggers.js';
import { canActWithPriority } from '../legal-actions.js';
import { turnStateOf } from '../../rules/timing.js';
import { askPriority } from '../flow/waiting.js';
import { violation } from '../rule-violation.js';

function resumeAs<F extends Frame['f']>(resume: Frame | null, kind: F): Extract<Frame, { f: F }> {
  if (resume?.f !== kind) throw new Error(`expected a ${kind} frame to resume`);
  return resume as Extract<Frame, { f: F }>;
}

function distinct<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length;
}

/** Applies an answer to `decision`; `resume` is the frame that waits for it. */
export function answer(ctx: EngineContext, seat: Seat, decision: Decision, resume: Frame | null, action: Action): void {
  const wrong = (): never => violation('decision/unexpected_answer', 'CR 1.4 312.1.b.1', `the game is waiting for ${decision.kind}`);
  switch (decision.kind) {
    case 'mulligan': {
      if (action.type !== 'mulligan') return wrong();
      const hand = ctx.state.seats[seat]?.hand ?? [];
      // 117.1: up to two cards from the hand.
      if (action.cards.length > 2 || !distinct(action.cards) || action.cards.some((card) => !hand.includes(card))) {
        violation('mulligan/bad_cards', 'CR 1.3 118.1', 'set aside up to two different cards from your hand');
      }
      return performMulligan(ctx, resumeAs(resume, 'mulligan').position, action.cards);
    }
    case 'orderTriggers': {
      if (action.type !== 'orderTriggers') return wrong();
      const sorted = [...action.order].sort();
      if (sorted.length !== decision.triggers.length || sorted.some((id, i) => id !== [...decision.triggers].sort()[i])) {
        violation('trigger/bad_order', 'CR 1.4 383.3.b', 'order exactly the listed triggers');
      }
      ctx.emit({ type: 'TriggersOrdered', seat, order: action.order });
      ctx.push(resumeAs(resume, 'placeTriggers'));
      return;
    }
    case 'chooseTargets': {
      if (action.type !== 'chooseTargets') return wrong();
      const trigger = ctx.state.triggers.find((candidate) => candidate.id === decision.trigger);
      if (!trigger) throw new Error('the trigger awaiting targets is gone');
      if (modalTriggerChoices(ctx.state, trigger, 1)) {
        // CR 1.3 383.3, 355.3: a "choose one" trigger names an available mode with its targets.
        const specs = triggerModeSpecs(trigger, action.mode);
        const available = modalTriggerChoices(ctx.state, trigger, 1)?.some((choice) => choice.mode === action.mode) ?? false;
        if (specs === null || !available) violation('ability/mode', 'CR 1.3 355.3', 'choose one of the available modes');
        if (!areLegalTargets(ctx.state, specs, action.targets, triggerTargeting(trigger))) violation('target/illegal', 'CR 1.4 355.3', 'the chosen targets are not legal');
        return addTrigger(ctx, trigger, action.targets, action.mode);
      }
      if (!areLegalTargets(ctx.state, triggerSpecs(trigger), action.targets, triggerTargeting(trigger))) {
        violation('target/illegal', 'CR 1.4 355.3', 'the chosen targets are not legal');
      }
      return addTrigger(ctx, trigger, action.targets);
    }
    case 'makeNewChoices': {
      if (action.type !== 'chooseTargets') return wrong();
      const choice = action.mode === undefined ? { targets: action.targets } : { targets: action.targets, mode: action.mode };
      return resumeMakeNewChoices(ctx, resumeAs(resume, 'effect'), decision.item, choice);
    }
    case 'replacement': {
      if (action.type !== 'chooseReplacement') return wrong();
      const option = action.option === null ? null : decision.options[action.option];
      if (action.option !== null && !option) violation('replacement/unknown_option', 'CR 1.4 371', 'choose one of the listed replacement effects');
      if (option === null && decision.options.some((candidate) => !candidate.optional)) {
        violation('replacement/mandatory', 'CR 1.4 369', 'a mandatory replacement effect applies; choose which applies first');
      }
      return resumeKill(ctx, resumeAs(resume, 'kill'), option ?? null);
    }
    case 'assignDamage': {
      if (action.type !== 'assignDamage') return wrong();
      if (!isValidAssignment(ctx.state, decision.units, decision.amount, action.assignment)) {
        violation('combat/invalid_assignment', 'CR 1.4 465.2.c', 'assign all damage, lethal damage first and Tank units first');
      }
      return acceptAssignment(ctx, decision.bf, resumeAs(resume, 'combatDamage').attackerAssignment, seat, action.assignment);
    }
    case 'chooseBattlefield':
      if (action.type !== 'chooseBattlefield') return wrong();
      if (!decision.options.includes(action.bf)) violation('cleanup/bad_battlefield', 'CR 1.4 461.1', 'choose one of the listed battlefields');
      if (resume?.f === 'effect') return resumeFinishPlayAt(ctx, resume, action.bf);
      return beginAt(ctx, action.bf);
    case 'chooseCards': {
      if (action.type !== 'chooseCards') return wrong();
      const fewest = decision.min ?? (decision.upTo ? 0 : decision.count);
      const badCount = action.cards.length > decision.count || action.cards.length < fewest;
      if (badCount || !distinct(action.cards) || action.cards.some((card) => !decision.options.includes(card))) {
        const step = resume?.f === 'effect' ? resume.steps[resume.index]?.do : undefined;
        if (step === 'revealOpponentHand') violation('choice/bad_cards', 'CR 1.4 424.4.a', `choose ${decision.count} of the revealed cards offered`);
        if (step === 'othersChooseUnitsToKill') violation('choice/bad_cards', 'CR 1.3 355.10.f', 'choose one of the units offered');
        if (step === 'recycleFromTrash') violation('choice/bad_cards', 'CR 1.4 416.3', `choose ${decision.count} different cards of your trash`);
        if (step === 'playerChooses') violation('choice/bad_cards', 'CR 1.3 419.3.b', 'choose one of the permanents offered');
        if (step === 'lookAtTopKeep') violation('choice/bad_cards', 'CR 1.3 128.4', `choose ${decision.count} of the cards you look at`);
        if (step === 'spendBuff') violation('choice/bad_cards', 'CR 1.3 702.2.b.2', 'choose one unit you control that has a buff');
        if (step === 'banishThenPlay') violation('cost/kill_friendly_unit', 'CR 1.4 356.2.a.1', 'choose a friendly unit on the board to kill');
        if (step === 'readyRunes') violation('choice/bad_runes', 'CR 1.3 317.1.a', `choose up to ${decision.count} of your exhausted runes`);
        if (step === 'banishFromTopAndPlay') violation('choice/bad_cards', 'CR 1.3 128.4', 'choose one of the units you look at, or none if you may');
        if (step === 'discard' && decision.upTo === true) violation('choice/bad_cards', 'CR 1.3 357', `discard ${decision.count} cards of your hand, or none`);
        if (step === 'lookAtTopRecycleAnyReorder') violation('choice/bad_cards', 'CR 1.3 128.4', 'choose among the cards you look at');
        if (step === 'finishPlayByEffect') violation('cost/kill_friendly_unit', 'CR 1.4 356.2.a.1', 'choose a friendly unit on the board to kill');
        if (step === 'playFromTrash') violation('choice/bad_cards', 'CR 1.3 356.1', 'choose one of the cards of your trash offered');
        if (step === 'recycleRunes') violation('choice/bad_runes', 'CR 1.3 160.2.b', `choose ${decision.count} of your runes to recycle`);
        violation('discard/bad_cards', 'CR 1.4 422.1.a', `choose ${decision.count} different cards from your hand`);
      }
      const groupLimit = groupLimitOf(resume);
      if (groupLimit !== null && !isValidGroup(ctx.state, action.cards, groupLimit)) {
        violation('choice/bad_group', 'CR 1.3 355.11.b', `choose units at one battlefield with total might ${groupLimit} or less`);
      }
      return resumeChosenCards(ctx, resumeAs(resume, 'effect'), seat, action.cards, decision.options);
    }
    case 'predict': {
      if (action.type !== 'chooseCards') return wrong();
      const looked = decision.cards.map((card) => card.id);
      if (!distinct(action.cards) || action.cards.some((card) => !looked.includes(card))) {
        violation('predict/bad_cards', 'CR 1.4 436.1', 'recycle only cards you are predicting');
      }
      return resumeChosenCards(ctx, resumeAs(resume, 'effect'), seat, action.cards);
    }
    case 'confirm':
      if (action.type !== 'confirm') return wrong();
      if (resume?.f === 'confirmTrigger') return placeChosen(ctx, resume.trigger, action.accept);
      return resumeMay(ctx, resumeAs(resume, 'effect'), action.accept);
    case 'choosePlace':
      if (action.type !== 'choosePlace') return wrong();
      if (!decision.options.includes(action.place)) violation('play/illegal_location', 'CR 1.3 182.1.a', 'play the token to one of the places offered');
      return resumeTokenPlace(ctx, resumeAs(resume, 'effect'), action.place);
    case 'choosePlayByEffect': {
      if (action.type !== 'choosePlayByEffect') return wrong();
      if (action.option === null ? !decision.upTo : !decision.options[action.option]) violation('play/not_offered', 'CR 1.3 355.3', 'choose one of the plays offered, with its targets');
      if (resume?.f === 'effect' && resume.steps[resume.index]?.do === 'finishPlayByEffect') return resumeFinishSpellPlay(ctx, resume, action.option);
      const frame = resumeAs(resume, 'effect');
      if (frame.steps[frame.index]?.do === 'playFromHand') return resumePlayFromHand(ctx, frame, action.option);
      return resumePlaySpellFromTrash(ctx, frame, action.option);
    }
    case 'chooseOpponent': {
      if (action.type !== 'chooseOpponent') return wrong();
      if (resume?.f === 'effect') {
        if (!decision.options.includes(action.seat)) violation('choice/bad_opponent', 'CR 1.4 424.1', 'choose one of the listed opponents');
        return resumeRevealFrom(ctx, resume, action.seat);
      }
      if (!decision.options.includes(action.seat)) violation('burnout/bad_opponent', 'CR 1.4 431.2.c', 'choose an opponent');
      const frame = resumeAs(resume, 'burnOutPoint');
      return resumeBurnOut(ctx, frame.seat, frame.remaining, action.seat, frame.burnOuts);
    }
    case 'divideDamage':
      if (action.type !== 'divideDamage') return wrong();
      return resumeSplitDamage(ctx, resumeAs(resume, 'effect'), decision.units, decision.amount, action.amounts);
    case 'invitation':
      if (action.type !== 'respondInvitation') return wrong();
      // 531.2.a.2: accepting means being able to play or activate something now, and doing it.
      if (action.accept && !canActWithPriority(ctx.state, seat)) violation('invite/cannot_act', 'CR 1.4 339.2', 'accept only when you can play or activate something');
      ctx.emit({ type: 'InvitationAnswered', seat, accepted: action.accept });
      // CR 1.3 316.2.b.1: in the Main Phase the teammate acts with the turn player's priority; the
      // turn player has it back once the teammate's spell or ability is done (or on a decline).
      if (action.accept && turnStateOf(ctx.state) === 'neutral-open') askPriority(ctx, seat);
      return;
    case 'priority':
      return wrong();
    default: {
      const unreachable: never = decision;
      throw new Error(`unknown decision ${JSON.stringify(unreachable)}`);
    }
  }
}
