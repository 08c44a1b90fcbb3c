import type { TurnEffectKind } from './game-state.js';
import type { CardId, Domain } from './ids.js';

export type CardType = 'Unit' | 'Spell' | 'Gear' | 'Legend' | 'Battlefield' | 'Rune';
export type Supertype = 'Champion' | 'Signature' | 'Token' | null;

/** 712-729: printed (or granted) keywords. Numbers are the keyword values (Assault 2, ...). */
export interface Keywords {
  readonly tank?: boolean;
  readonly assault?: number;
  readonly shield?: number;
  readonly deflect?: number;
  readonly ganking?: boolean;
  readonly hidden?: boolean;
  readonly action?: boolean;
  readonly reaction?: boolean;
  readonly temporary?: boolean;
  readonly legion?: boolean;
  readonly deathknell?: boolean;
  /** CR 1.4 805: an optional additional cost of 1 energy and 1 power of the unit's domain
   * (any domain without one); paid, the unit enters ready (805.6). */
  readonly accelerate?: boolean;
  /** CR 1.4 817: when this is played, predict (436): look at the top card of your main deck and
   * you may recycle it. */
  readonly vision?: boolean;
}

/** 559.3: what a choice may pick. Targets are chosen on play and re-checked on resolution. */
export interface TargetSpec {
  /** `spell`: a spell on the chain (601.3), never the spell or ability that chooses. */
  readonly what: 'unit' | 'gear' | 'battlefield' | 'spell';
  /** For `spell`: "that costs no more than" this much energy and power (printed costs). */
  readonly maxEnergy?: number;
  readonly maxPower?: number;
  /** Relative to the controller of the spell or ability (648.8.d for teams). */
  readonly side?: 'friendly' | 'enemy' | 'yours';
  /** "at a battlefield" / "in your base". */
  readonly at?: 'battlefield' | 'base';
  /** "another": not the source object. */
  readonly other?: boolean;
  /** "up to": the choice may be left empty. */
  readonly optional?: boolean;
  /** Must differ from the targets chosen before it. */
  readonly distinct?: boolean;
  /** "here": at the location of the source (or of the trigger). */
  readonly here?: boolean;
  /** States and facts a unit must have (CR 1.3 414.2 exhausted, 417.1.b damaged, 706 Mighty,
   * 741.3 in combat); `maxMight`: "with N might or less", read now (a targeting restriction). */
  readonly exhausted?: boolean;
  readonly damaged?: boolean;
  readonly mighty?: boolean;
  readonly inCombat?: boolean;
  readonly maxMight?: number;
  /** Stunned (CR 1.3 599), buffed (701). */
  readonly stunned?: boolean;
  readonly buffed?: boolean;
  /** A defender with no other friendly unit at its battlefield: it defends alone (CR 1.3 741.1). */
  readonly defendingAlone?: boolean;
  /** Has this tag (a Poro, a Dragon, ...). */
  readonly tag?: string;
  /** `yourTrash`: a card of that type in the controller's trash, not a permanent (CR 1.3
   * 355.10.a: the trash is public, so such a card is a target). */
  readonly zone?: 'yourTrash';
  /** At the same battlefield as the unit chosen as target number `sameBattlefieldAs`. */
  readonly sameBattlefieldAs?: number;
  /** For `unit`: "... or a gear": any gear on the board is a legal choice too, whatever the unit
   * filters say. */
  readonly orAnyGear?: boolean;
  /** For `unit`: "a friendly gear, unit or ...": gear matching the same side and `other` filters
   * are legal choices too. */
  readonly orGear?: true;
  /** For `unit`: "... or [Hidden] card": a facedown card at a battlefield (CR 1.3 811) matching
   * the side and `other` filters is a legal choice too (its identity stays hidden). */
  readonly orFacedown?: true;
  /** "Any number of units ... with total Might N or less" (CR 1.3 355.11): this choice and the
   * earlier ones have at most this much might together, read as the choices are made. */
  readonly groupMightAtMost?: number;
  /** With `zone: 'yourTrash'`: any card of the trash with this printed keyword, whatever its type
   * ("a card with [Hidden]", CR 1.3 355.9.a). */
  readonly anyCardWithKeyword?: keyof Keywords;
  /** "Another": not the subject of the trigger choosing (the unit a reflexive trigger is about). */
  readonly otherThanSubject?: boolean;
  /** For `battlefield`: not where the unit chosen as target number `awayFrom` is now (a move's
   * destination must differ from its origin, CR 1.4 447). */
  readonly awayFrom?: number;
}

/** Which permanents on the board a group step acts on ("all", "each"), relative to the controller
 * of the spell or ability: the filters of a target spec, read when the step runs, no choice made. */
export type Selector = Omit<
  TargetSpec,
  'what' | 'optional' | 'distinct' | 'maxEnergy' | 'maxPower' | 'zone' | 'sameBattlefieldAs' | 'orAnyGear' | 'awayFrom' | 'orGear' | 'orFacedown' | 'groupMightAtMost'
> & {
  readonly what: 'unit' | 'gear';
  /** Not the unit chosen as target number `exceptTarget` ("all other enemy units here"). */
  readonly exceptTarget?: number;
  /** At the battlefield chosen as target number `atTarget` ("all enemy units at a battlefield":
   * the battlefield is the target, CR 1.3 355.10.b); nothing if that target became illegal. */
  readonly atTarget?: number;
};

/** The state and fact filters of a spec, to test one known object ("if it is stunned"). */
export type ObjectFilter = Pick<TargetSpec, 'exhausted' | 'damaged' | 'mighty' | 'inCombat' | 'maxMight' | 'tag' | 'stunned' | 'buffed' | 'defendingAlone'>;

/** A number a passive ability reads continuously, relative to the object that has it: a fixed
 * amount, how many permanents a selector matches now ("for each buffed friendly unit here"), its
 * controller's side's points (CR 1.4 468), or the cards in its controller's trash. */
export type StaticAmount = number | { readonly countOf: Selector } | { readonly points: 'controller' } | { readonly cardsInTrash: 'controller' };

/** While a passive ability applies (CR 1.3 364.3.a): the object itself matches `self`; it attacks
 * or defends alone (741.1); its controller has discarded a card this turn (a per-turn record kept
 * only while a passive reads it, `state/discard-record.ts`); or a `PlayerCondition` of its
 * controller ("while you have 8+ runes"). */
export type StaticCondition = { readonly self: ObjectFilter } | { readonly aloneInCombat: true } | { readonly discardedThisTurn: true } | PlayerCondition;

/** A fact about a player, read when it is checked (`rules/player-condition.ts`): for an `if` step
 * its controller, for `entersReady` the entering card's controller, for a passive's `while` the
 * controller of the object, for a self discount the player playing the card, for a trigger
 * condition the trigger's controller. Their hand has at most N cards; they have at least N runes;
 * an enemy unit died this turn; they have played at least N main-deck cards this turn (CR 1.3
 * 724: a resolving spell or a card being played is not counted yet, so "another card" is 1); an
 * opponent's score is within N points of the victory score (CR 1.4 356.4 reading); an opponent of
 * theirs controls a battlefield (CR 1.3 183); they control a facedown card (811). */
export type PlayerCondition =
  | { readonly handAtMost: number }
  /** They have at least this many runes on the board, ready or exhausted. */
  | { readonly runesAtLeast: number }
  /** A unit controlled by an opponent of theirs died this turn (CR 1.3 428). */
  | { readonly enemyUnitDiedThisTurn: true }
  | { readonly cardsPlayedThisTurnAtLeast: number }
  | { readonly opponentNearVictory: number }
  | { readonly opponentControlsBattlefield: true }
  /** They control a facedown card at a battlefield (hidden, CR 1.3 811; that a card is there is public). */
  | { readonly controlsFacedownCard: true };

/** What an `if` step checks as it runs: a `PlayerCondition` of the controller; some permanent
 * matches a selector; an object matches a filter ("if it is stunned"; when the object is gone
 * neither branch runs, CR 1.3 359.3.e.1); a unit is alone where it is (CR 1.3 741.1: no other
 * `friendly` unit there, or with `yours` no other unit of the controller's; gone: neither branch);
 * target number N is still legal ("if you do", 359.3.e.1); the optional additional cost was paid
 * (CR 1.3 356.2; as the whole effect of a trigger it is an intervening "if", 383.3.e). */
export type StepCondition =
  | PlayerCondition
  | { readonly any: Selector }
  | { readonly object: ObjectRef; readonly is: ObjectFilter }
  | { readonly alone: ObjectRef; readonly side: 'friendly' | 'yours' }
  | { readonly targetLegal: number }
  | { readonly additionalCostPaid: true }
  /** "If X is more than Y": both amounts read as the step runs. */
  | { readonly amount: Amount; readonly exceeds: Amount };

/** Who a step refers to: a chosen target, the source, or the subject of a trigger. */
export type ObjectRef = { readonly target: number } | 'self' | 'subject';
/** One object, or every permanent a selector matches when the step runs (CR 1.3 417.1.d: damage
 * to several units at the same time; 428.6: "kill all gear"). */
export type ObjectsRef = ObjectRef | { readonly all: Selector };
/** A number; "for each": how many permanents a selector matches; or a unit's might (0 if it is
 * gone, CR 1.3 359.3.e.12). All read when the step runs. */
export type Amount =
  | number
  | { readonly countOf: Selector }
  | { readonly mightOf: ObjectRef }
  /** Inside the `then` steps of a `discard`: the printed energy cost of the cards it discarded (0 if none). */
  | { readonly energyCostOfDiscarded: true }
  /** Inside `revealTopThenRecycle`: how many revealed cards have this printed keyword. */
  | { readonly revealedWithKeyword: keyof Keywords }
  /** Inside `payAnyAmountOfPower`: the power paid (0 if none). */
  | { readonly paidPower: true }
  /** The first amount minus the second ("the difference between their might"). */
  | { readonly difference: readonly [Amount, Amount] };
/** `eachPlayer`: inside `forEachPlayer`, the player the steps are running for. `turnPlayer`: the
 * player whose turn it is ("that player" of a trigger at the start of a player's phase, which may
 * differ from the controller of a battlefield's ability, CR 1.3 187.6). */
export type PlayerRef = 'controller' | 'eachPlayer' | 'turnPlayer' | { readonly controllerOf: ObjectRef } | { readonly ownerOf: ObjectRef };

/** The typed effect DSL: the engine interprets these steps; it never reads card text. */
export type Step =
  /** `by`: an object is told to deal it ("it deals damage equal to its might"), so the damage is
   * that object's, not the spell's or ability's (Origins FAQ, Unyielding Spirit). */
  | { readonly do: 'damage'; readonly amount: Amount; readonly to: ObjectsRef; readonly by?: ObjectRef }
  /** CR 1.3 417.6.b.3: two units deal damage equal to their might to each other, at the same time;
   * nothing happens unless both are still on the board. */
  | { readonly do: 'fight'; readonly a: ObjectRef; readonly b: ObjectRef }
  /** 559.3.d: `amount` damage split among the chosen units (each chosen unit is a target, every
   * legal one gets at least 1; the split is decided on resolution, 559.3.d.5). */
  | { readonly do: 'splitDamage'; readonly amount: number; readonly among: readonly ObjectRef[] }
  | { readonly do: 'kill'; readonly what: ObjectsRef }
  | { readonly do: 'draw'; readonly count: Amount; readonly who: PlayerRef }
  /**
   * CR 1.3 422: `who` discards `count` cards of their hand, chosen when they have more (as many as
   * possible, 422.4), or the whole hand (`all`); the discard triggers follow (422.1.b). With `then`,
   * those steps run next and may refer to the discarded cards ("its cost"; none discarded: an empty
   * list). With `may` ("you may discard N to ..."): a cost, paid in full or not at all (CR 1.3
   * 357): offered only with at least N in hand, declined by choosing none; `then` runs only if paid.
   */
  | { readonly do: 'discard'; readonly count: number | 'all'; readonly who: PlayerRef; readonly then?: readonly Step[]; readonly may?: true }
  /** "Each player ...": the steps run once for every player in the game, in turn order starting
   * with the controller (CR 1.3 383.3.d.1 order) or, with `startWith: 'next'`, with the player
   * after them; `eachPlayer` names that player each time. `others`: "each other player", from
   * the player after the controller on, the controller left out. */
  | { readonly do: 'forEachPlayer'; readonly steps: readonly Step[]; readonly startWith?: 'next'; readonly others?: true }
  /** A player (`who`) chooses on resolution, not as a target, one permanent matching `select`
   * (read relative to that player: `yours` is theirs), then it is killed (CR 1.3 428) or returned
   * to its owner's hand; `upTo`: they may choose none ("may return a unit"). */
  | { readonly do: 'playerChooses'; readonly who: PlayerRef; readonly select: Selector; readonly upTo: boolean; readonly then: 'kill' | 'returnToHand' }
  /** Look at the top `count` cards of the controller's Main Deck (private to them, CR 1.3 128.4),
   * put `keep` of them into the hand and recycle the rest (CR 1.3 416). */
  | { readonly do: 'lookAtTopKeep'; readonly count: number; readonly keep: number }
  | { readonly do: 'buff'; readonly what: ObjectsRef }
  /** Might this turn; an `Amount` read once as the step runs ("double its might": `mightOf` it, CR 1.3 432.1.a). */
  | { readonly do: 'might'; readonly amount: Amount; readonly what: ObjectsRef; readonly minimum?: number }
  /** The units have these keywords this turn (a layer effect, CR 1.3 472; gone at end of turn), or
   * with `onlyThisCombat` until the combat in progress ends. */
  | { readonly do: 'keywordsThisTurn'; readonly grants: Keywords; readonly what: ObjectsRef; readonly onlyThisCombat?: boolean }
  /** Every player, in turn order from the controller, keeps this many of their units, gear, runes
   * and cards in hand (chosen on resolution, all of a kind with no more); the rest of each kind is
   * then recycled at once (CR 1.3 416, 160.2.b). */
  | { readonly do: 'keepAndRecycleRest'; readonly keep: { readonly units: number; readonly gear: number; readonly runes: number; readonly hand: number } }
  /** The top rune of the controller's rune deck is revealed to all (CR 1.3 424), then recycled to
   * the bottom (160.2.b); the reflexive triggered ability of this card listed for that rune's
   * domain (an index into its abilities) is then queued (CR 1.3 386-388). */
  | { readonly do: 'revealTopRuneThenRecycle'; readonly byDomain: Partial<Record<Domain, number>> }
  /** CR 1.3 355.11.b: kills the units chosen as targets as a group: if they are still all at one
   * battlefield with total might `totalMightAtMost` or less, all of them; otherwise the
   * controller picks a subset of them that is (never a unit that was not chosen). */
  | { readonly do: 'killTargetGroup'; readonly totalMightAtMost: number }
  /** CR 1.3 416: the player `who` chooses `count` cards of their trash (all if fewer; with
   * `upTo`, any number up to `count`, none included) and each goes to the bottom of its owner's main
   * deck, each owner's in random order. `from: 'everyTrash'`: they choose among every player's
   * trash (public, 107.5.f). */
  | { readonly do: 'recycleFromTrash'; readonly count: number; readonly who: PlayerRef; readonly from?: 'everyTrash'; readonly upTo?: true }
  /** Starting with the next player in turn order, each other player chooses a unit the controller
   * does not control that no one chose before for this effect (not a target: chosen on
   * resolution, CR 1.3 355.10.f); then all the chosen units are killed together (428.6). */
  | { readonly do: 'othersChooseUnitsToKill' }
  /** The permanent has these keywords for as long as it stays on the board (CR 1.4 816: given
   * Temporary, it is killed at the start of its controller's next Beginning Phase). */
  | { readonly do: 'giveKeywords'; readonly what: ObjectRef; readonly keywords: Keywords }
  /** `directed`: the effect sends the token to that battlefield whoever controls it (CR 1.3
   * 439.2); only a combat of others there sends it to base (457.2.a). */
  /** `eachChosen`: each token goes where its player names as it is played, on resolution (a base
   * or a battlefield they control, CR 1.3 182.1.a; `flow/token-places.ts`). */
  | { readonly do: 'token'; readonly token: CardId; readonly count: number; readonly where: 'here' | 'base' | 'chosen' | 'eachChosen'; readonly ready: boolean; readonly directed?: boolean }
  /** Channelled runes enter exhausted unless `ready` (CR 1.3 430.2: the effect says how they enter; a plain channel enters ready). */
  | { readonly do: 'channel'; readonly count: number; readonly who: PlayerRef; readonly orDraw: boolean; readonly ready?: boolean }
  /** CR 1.3 467 (CR 1.4 194.2): "you win the game": the controller's side wins at once. */
  | { readonly do: 'winGame' }
  /** "Exhaust me to ...": a cost within the effect; the steps run only if this ready source was
   * exhausted now (nothing happens if it is already exhausted, CR 1.3 414.1.c). */
  | { readonly do: 'exhaustSelfTo'; readonly then: readonly Step[] }
  /** "You must recycle N of your runes" (errata wording: no target; the player picks them as the
   * step runs): each goes to the bottom of its owner's rune deck (CR 1.3 160.2.b). */
  | { readonly do: 'recycleRunes'; readonly count: number }
  /** CR 1.3 415: "ready up to N runes": the controller picks up to N of their exhausted runes as
   * the step runs (`friendly`: of the runes of their side, a teammate's included where the mode
   * makes them friendly); `'all'`: "ready your runes", every exhausted rune of theirs, no choice. */
  | { readonly do: 'readyRunes'; readonly upTo: number | 'all'; readonly friendly?: boolean }
  /** "If ..., ... otherwise ...": `then` when the condition holds as the step runs, `else` when it
   * does not (nothing when it names an object that is gone). */
  | { readonly do: 'if'; readonly condition: StepCondition; readonly then: readonly Step[]; readonly else?: readonly Step[] }
  | { readonly do: 'ready'; readonly what: ObjectsRef }
  /** CR 1.3 414: exhaust (nothing happens to one already exhausted, 414.1.c). */
  | { readonly do: 'exhaust'; readonly what: ObjectsRef }
  | { readonly do: 'stun'; readonly what: ObjectsRef }
  /** To its owner's hand, from the board or (a target chosen there) from the trash. */
  | { readonly do: 'returnToHand'; readonly what: ObjectRef }
  /** 600: an opponent (chosen when there are several) reveals their hand; the controller
   * chooses one card of it (`nonUnit`: not a unit) that is then recycled or discarded. */
  | { readonly do: 'revealOpponentHand'; readonly choose: 'any' | 'nonUnit'; readonly then: 'recycle' | 'discard' }
  /** 603 then 560.1.a: the unit goes straight to its owner's banishment (not a kill, 603.2.a), then
   * the controller plays it from there to `to`, ignoring its cost (additional costs still apply). */
  | { readonly do: 'banishThenPlay'; readonly what: ObjectRef; readonly to: 'base' }
  /** "Take a turn after this one": the controller's extra turn comes next (Time Warp). */
  | { readonly do: 'extraTurn' }
  /** "Banish this" (603): the resolving spell goes to its owner's banishment, not the trash. */
  | { readonly do: 'banishSelf' }
  /** 601: the chosen spell leaves the chain without effect (to its owner's trash, 601.1.a). */
  | { readonly do: 'counter'; readonly what: ObjectRef }
  /** CR 1.4 436 (Predict 1): the controller looks at the top card of their main deck, privately
   * (CR 1.4 127), and may recycle it; nothing happens with an empty deck (436.4.a). */
  | { readonly do: 'predict' }
  /** A move by an effect (CR 1.3 444): to a chosen battlefield, to the unit's controller's base,
   * to "here" (the battlefield of the ability's source or trigger), or to the battlefield where
   * another unit is (`locationOf`; no move when that unit is gone or in a base); `chosen`: the
   * location named as the spell was played, a battlefield or the base (`rules/chosen-place.ts`);
   * `placeOf`: wherever another unit is now, its battlefield or a base ("moved with it"). */
  | { readonly do: 'moveTo'; readonly what: ObjectRef; readonly to: ObjectRef | 'base' | 'here' | 'chosen' | { readonly locationOf: ObjectRef } | { readonly placeOf: ObjectRef } }
  /** CR 1.4 468.1, 471.1.a.1: the controller gains points by an effect (not a Conquer, so without
   * the final-point restriction). */
  | { readonly do: 'gainPoints'; readonly amount: number; readonly who?: PlayerRef }
  /** CR 1.3 444: two units trade locations, each by a move by an effect (nothing if they share one). */
  | { readonly do: 'swapLocations'; readonly a: ObjectRef; readonly b: ObjectRef }
  /** CR 1.3 188.2, 188.4: the controller becomes the controller of the chosen card's item on the
   * chain (a spell): the "you" of its effects when it resolves (`engine/flow/chain-control.ts`). */
  | { readonly do: 'gainControlOfChainItem'; readonly what: ObjectRef }
  /** "You may make new choices for it": if the controller controls the chosen card's chain item,
   * they keep its targets and mode or choose new legal ones, relative to themselves (CR 1.3
   * 359.3.f.4; rulings on Rebuttal: its own restrictions, Hidden's included, still apply). */
  | { readonly do: 'mayMakeNewChoices'; readonly what: ObjectRef }
  /** The controller takes control of the permanent (CR 1.3 107.1.d); `recall`: then it goes to
   * their base, which is not a move (CR 1.3 449). */
  | { readonly do: 'takeControl'; readonly what: ObjectRef; readonly recall?: true }
  /** "To or from its base": a unit at a battlefield moves to its controller's base; a unit in its
   * base moves to the battlefield chosen as `to` (nothing if none was chosen). A move by an effect. */
  | { readonly do: 'moveToOrFromBase'; readonly what: ObjectRef; readonly to: ObjectRef }
  | { readonly do: 'may'; readonly then: readonly Step[] }
  /** CR 1.3 702.2.b: "spend a buff to ...": the controller spends one buff of a unit they control
   * (702.2.b.2; the unit is chosen when several have one), then `then` runs; with no buff to spend,
   * nothing happens (702.2.b.1). */
  | { readonly do: 'spendBuff'; readonly then: readonly Step[] }
  /**
   * CR 1.3 317.2.c: an effect lasting until the end of this turn, one `turnEffects` entry (the
   * `TurnEffect` union names what each does). It is the controller's, about one unit with `what`;
   * `cannotPlayCards` is each opponent's ("your opponents can't play cards this turn"; cards on
   * the chain already are not affected). The "next ..." ones are delayed effects (CR 1.3 391)
   * used up by the first card they apply to: the next unit enters ready (143.4.a), the next spell
   * costs `energy` less (560.4) or deals `amount` bonus damage (714, 715). `buffMightBonus`: buffs
   * of the controller's friendly units give `amount` more might (CR 1.3 701).
   */
  | { readonly do: 'thisTurn'; readonly effect: TurnEffectKind; readonly what?: ObjectRef; readonly power?: Domain }
  | { readonly do: 'thisTurn'; readonly effect: 'cannotPlayCards'; readonly who: 'opponents' }
  | { readonly do: 'thisTurn'; readonly effect: 'nextUnitEntersReady' }
  | { readonly do: 'thisTurn'; readonly effect: 'nextSpellDiscount'; readonly energy: number }
  | { readonly do: 'thisTurn'; readonly effect: 'nextSpellBonusDamage' | 'buffMightBonus'; readonly amount: number }
  /** "... unless `who` has ... happen": that player chooses; accepting runs `instead`, declining
   * runs `then` (both in this effect's context: "you" stays its controller). */
  | { readonly do: 'unless'; readonly who: PlayerRef; readonly instead: readonly Step[]; readonly then: readonly Step[] }
  /** "You may pay N to ...": offered only if the controller can pay now (CR 1.3 357); if they
   * accept, the energy is paid from their runes and pool, then `then` runs. */
  | { readonly do: 'mayPay'; readonly energy: number; readonly then: readonly Step[] }
  /** CR 1.3 356.1: the controller plays a card from their trash by an effect: the source itself
   * (`self`, while it is still there) or one card matching a `TrashCardFilter`, chosen on
   * resolution (the trash is public) among those they can pay for now; none if `upTo` ("may").
   * `ignore: 'cost'` sets energy and power to zero (356.1.b.1), `'energy'` only the energy, so its
   * power is still paid (356.1.b.2); `pay` is paid instead ("pay [R] to play me", 356.1.a). */
  /** CR 1.3 356.1.b.2: the controller may play a spell of their trash (with energy cost less than
   * their points if `energyLessThanPoints`) without paying its energy, targets chosen as it is
   * played; `thenRecycle`: it is recycled as it leaves the chain (390.3.a). */
  | { readonly do: 'playSpellFromTrash'; readonly energyLessThanPoints: boolean; readonly thenRecycle: boolean }
  | { readonly do: 'playFromTrash'; readonly what: 'self' | TrashCardFilter; readonly ignore: 'cost' | 'energy'; readonly pay?: { readonly energy?: number; readonly power?: readonly Domain[] }; readonly upTo?: boolean }
  /** The top `count` cards of the controller's Main Deck are looked at by the controller alone
   * (CR 1.3 128.4) or, with `reveal`, shown to everyone (424); with `'untilUnit'` cards are
   * revealed from the top until a unit is. A unit among them (the controller's choice, none if
   * `upTo`; the one found with `'untilUnit'`) is banished (603), then played from banishment for
   * `cost`: `'ignore'` (356.1.b.1) or its energy reduced by `energyLess` (356.4), its power paid;
   * the other cards are recycled (416). One that cannot be played stays banished (FAQ Origins). */
  | {
      readonly do: 'banishFromTopAndPlay';
      readonly count: number | 'untilUnit';
      readonly reveal?: boolean;
      readonly cost: 'ignore' | { readonly energyLess: number };
      readonly upTo?: boolean;
      /** Only a unit with printed might up to the might a `readMight` step read plus this (none
       * when that might is null). */
      readonly maxMightPlus?: number;
      /** `eachOpponent`: each opponent of the controller reveals the top `count` of their own
       * Main Deck instead (CR 1.3 424); the chosen card stays its owner's, played and controlled
       * by the controller, and the rest go to the bottom of their owners' decks (416). */
      readonly from?: 'eachOpponent';
      /** `anyCard`: any card may be chosen, spells and gear as well as units (a spell's targets
       * are chosen as it is played, 355.3). Absent: units only. */
      readonly what?: 'anyCard';
    }
  /** "Each player looks at the top `count` of their Main Deck, banishes one, recycles the rest;
   * starting with the next player, each plays theirs": in turn order from the turn player, each
   * player privately looks (CR 1.3 128.4) and banishes one card of any type (603), the rest
   * recycled (416); then, from the player after the turn player, each plays their banished card
   * for `ignore` ('energy': its power still paid, 356.1.b.2; 'cost': nothing, 356.1.b.1), in that
   * order after the effect (FAQ Origins; rulings 2026-08-16). A card that cannot be played stays
   * banished. */
  | { readonly do: 'eachPlayerBanishesFromTopThenPlays'; readonly count: number; readonly ignore: 'energy' | 'cost' }
  /** The steps run knowing a unit's might as it is now (its last known might for what follows,
   * null if it is not on the board: CR 1.3 359.3.e.12). */
  | { readonly do: 'readMight'; readonly what: ObjectRef; readonly then: readonly Step[] }
  /** CR 1.3 424: the top `count` cards of the controller's Main Deck are revealed to every player;
   * `then` runs knowing them (amount `revealedWithKeyword`), then those still in the deck are
   * recycled (416) by the step `recycleRevealed` run after it. */
  | { readonly do: 'revealTopThenRecycle'; readonly count: number; readonly then: readonly Step[] }
  | { readonly do: 'recycleRevealed' }
  /** The controller looks at the top two cards of their Main Deck (privately, CR 1.3 128.4), may
   * recycle any of them (416), and puts the others back on top in the order they choose. */
  | { readonly do: 'lookAtTopRecycleAnyReorder'; readonly count: 2 }
  /** Engine-made, never written on a card: finish playing `card` by an effect for `cost` (one
   * power slot is the domains that may pay it, or any): a unit's controller first chooses its
   * location, base or a battlefield they control (CR 1.3 559.2; FAQ Origins, pending items). */
  | { readonly do: 'finishPlayByEffect'; readonly card: number; readonly cost: { readonly energy: number; readonly power: readonly (readonly Domain[] | 'any')[] } }
  /**
   * CR 1.3 390.2, 391: creates a delayed triggered ability of this effect's controller for the rest
   * of this turn, whose instructions are a triggered ability of the source card with trigger
   * `delayed`. `when: 'endOfTurn'`: ability number `ability` triggers once at the end of this turn,
   * with this effect's location. `when: 'unitDamaged'`: the card's `delayed` ability triggers each
   * time a unit takes damage, with that unit as its subject; with `what`, only that unit, the next
   * time, then it is used up (`engine/flow/delayed-triggers.ts`).
   */
  | { readonly do: 'delayed'; readonly when: 'endOfTurn'; readonly ability: number }
  | { readonly do: 'delayed'; readonly when: 'unitDamaged'; readonly what?: ObjectRef }
  /** CR 1.3 702.2.b: the controller spends the buffs of any number of units they control (none
   * included, chosen as the step runs); then `each` runs once per buff spent, with that unit as
   * the `subject`. */
  | { readonly do: 'spendAnyNumberOfBuffs'; readonly each: readonly Step[] }
  /** "Pay any amount of power of any domain to ...": a spell's cost within its instructions, paid
   * on resolution (CR 1.3 742.1.a): the controller pays one power at a time for as long as they
   * accept and can pay; then `then` runs, where `{ paidPower: true }` is the amount paid. */
  | { readonly do: 'payAnyAmountOfPower'; readonly then: readonly Step[] }
  /** "Activate the conquer effects of units here" (FAQ Unleashed rules clarifications): the
   * `conquerSelf` abilities of the controller's units at the battlefield `here` trigger as if they
   * had conquered it; no conquer happens. */
  | { readonly do: 'activateConquerEffectsHere' }
  /** CR 1.3 387-388 ("do this:"): the source card's `reflexive` triggered ability is queued with
   * `about` as its subject and its battlefield as "here"; with `ifAt`, only if `about` is now at that
   * chosen battlefield ("its destination"); with `ifKilled`, only once `about` dies in the cleanup
   * right after this resolution (the kill is this effect's, CR 1.3 428.5.c) (`engine/flow/reflexive.ts`). */
  | { readonly do: 'reflexive'; readonly about: ObjectRef; readonly ifAt?: ObjectRef; readonly ifKilled?: boolean }
  /** CR 1.3 103.2.a.3: if the controller's Champion Zone is empty, a copy of their Chosen Champion
   * from their trash goes there (nothing if there is none; `engine/flow/chosen-champion.ts`). */
  | { readonly do: 'returnChosenChampion' }
  /** "Ready something else that's exhausted": the controller chooses, on resolution, one exhausted
   * non-spell game object on the board other than the source (CR 1.3 415.1; `engine/flow/ready-another.ts`). */
  | { readonly do: 'readyAnotherExhausted' }
  /** CR 1.3 356.1.b.1: the controller plays a card with `withKeyword` from their hand, ignoring
   * its cost (no energy, no power), chosen on resolution with the targets and place a spell names
   * (decision `choosePlayByEffect`; the hand is secret, so the decision is asked even with nothing
   * to offer, CR 1.3 127). A unit is played "here", the source's present location (CR 1.3
   * 359.3.f.2; none once the source has left the board, 359.3.e.6: it stays in hand); gear goes to
   * base (`engine/flow/play-from-hand.ts`). */
  | { readonly do: 'playFromHand'; readonly withKeyword: keyof Keywords; readonly ignore: 'cost'; readonly unitsTo: 'here' }
  /** "Put a [tag] unit you own into your hand from your Champion Zone or the board": the controller
   * picks on resolution (not a target) one unit card they own with `tag` in their Champion Zone or
   * on the board (whoever controls it; facedown cards are not units); a lone option is taken at
   * once, none means nothing (`engine/flow/put-into-hand.ts`). */
  | { readonly do: 'putOwnUnitIntoHand'; readonly tag: string; readonly from: readonly ('championZone' | 'board')[] };

/** Which cards of the controller's trash a `playFromTrash` step may play: a permanent card of
 * `type` with printed costs no more than `maxEnergy` and `maxPower` (CR 1.3 131.4). */
export interface TrashCardFilter {
  readonly type: 'Unit' | 'Gear';
  readonly maxEnergy?: number;
  readonly maxPower?: number;
}

export interface EffectText {
  readonly targets: readonly TargetSpec[];
  readonly steps: readonly Step[];
  /** CR 1.3 355.3, 402.1: "choose one": the modes, one chosen with its targets as the spell or
   * ability is put on the chain (the chain item's `mode`); `targets` and `steps` stay empty
   * (`rules/modes.ts`). */
  readonly chooseOne?: readonly EffectText[];
  /** Modes usable once per turn each: a mode of this ability its controller chose this
   * turn (for this object) cannot be chosen again until the turn ends (CR 1.3 317.2.c). */
  readonly modeOncePerTurn?: true;
}

/** 583: trigger conditions used by the cards in scope. */
export type TriggerKind =
  | 'playSelf'
  | 'playAnotherUnit'
  | 'dieSelf'
  | 'anotherNonRecruitUnitYouControlDies'
  | 'buffedFriendlyUnitDies'
  | 'attackSelf'
  | 'beginningPhaseSelf'
  | 'holdHere'
  | 'conquerHere'
  /** CR 1.3 383.4.c.2.a: "when I conquer": a unit present at the battlefield its controller conquers. */
  | 'conquerSelf'
  /** CR 1.4 469.2 with 471.2: "when I hold": a unit of the holding player at the held battlefield. */
  | 'holdSelf'
  /** "When you play me to a battlefield": a play trigger (595.4.a) only when the unit enters at a battlefield. */
  | 'playSelfToBattlefield'
  /** CR 1.3 599.1: "when you stun one or more enemy units": a spell or ability its controller
   * controls stuns units of opponents: once per instruction, or with `eachUnit` ("when you stun an
   * enemy unit") once per unit stunned, that unit the subject. A permanent or a legend. */
  | 'youStunEnemyUnits'
  /** CR 1.3 741.1 with 459.2 (combat established): a friendly unit is the only attacker or the only
   * defender of its side and no other friendly unit is there (the subject). */
  | 'friendlyUnitAttacksOrDefendsAlone'
  /** CR 1.3 422.1.b: "when this is discarded" (the card triggers from the trash it went to). */
  | 'discardSelf'
  /** CR 1.3 422.1.b: "when you discard one or more cards": once per discard instruction. */
  | 'youDiscard'
  /** CR 1.3 441.1, 451.1: "when I move" (a move by any means; never a recall). */
  | 'moveSelf'
  /** CR 1.3 419.4.a, 811: "when you play a card from Hidden": the play of a card of this
   * permanent's controller, played from facedown, completed. */
  | 'youPlayFromHidden'
  /** CR 1.3 441.1, 383.1: "when I move to a battlefield", by a standard move or an effect's;
   * `here` is that battlefield. */
  | 'moveToBattlefieldSelf'
  /** "When you conquer" (a legend): its controller conquers a battlefield; "here" is that battlefield. */
  | 'youConquer'
  /** "When you play a unit" / "a spell" (a legend): the play completed (595.4.a, 558); the subject is the card. */
  | 'youPlayUnit'
  | 'youPlaySpell'
  /** A legend: an enemy unit attacks a battlefield this legend's controller controls (the subject, CR 1.3 383.4.e). */
  | 'enemyUnitAttacksYourBattlefield'
  /** A battlefield: at the start of each player's first Beginning Phase (CR 1.3 187.6.b example). */
  | 'firstBeginningPhaseOfEachPlayer'
  /** A battlefield: a unit moves from here to another location (the subject; moves of any kind, not recalls, CR 1.3 451). */
  | 'unitMovesFromHere'
  /** "At the end of your turn": the Ending Step of its controller's turn (CR 1.3 317.1.a). */
  | 'endOfTurnSelf'
  /** A battlefield: its controller becomes the defender of a combat here (CR 1.3 459.2.b). */
  | 'defendHere'
  /** CR 1.3 441.1: "when a friendly unit moves from my location": another friendly unit moved
   * (by any means, not a recall) from the battlefield or base where this unit stays; the subject
   * is the unit that moved. */
  | 'friendlyUnitMovesFromMyLocation'
  /** CR 1.3 386-388: a reflexive trigger ("do this:", "do one of the following:"): never noticed by
   * itself; a `revealTopRuneThenRecycle` step of the same card queues it, and it goes on the chain
   * with its own choices at the next opportunity (no legal choice: not placed at all). */
  | 'reflexive'
  /** "When you play a card" matching `played` (CR 1.4 350.1: a card is played once its play is
   * complete, which for a spell is its resolution; a token is not a card). */
  | 'youPlayCard'
  /** "The first time another friendly unit dies each turn" (errata'd wording, FAQ Origins): once,
   * for the turn's first death (or simultaneous deaths) of a unit friendly to the controller. */
  | 'firstOtherFriendlyUnitDiesEachTurn'
  /** CR 1.3 383.4.e-f: "when I attack or defend": the unit gains the Attacker or the Defender
   * designation for the first time in a combat. */
  | 'attackOrDefendSelf'
  /** CR 1.4 416.1: its controller recycles one or more cards to their main deck (runes are not
   * cards; a player always recycles their own cards, so another player's recycling never counts). */
  | 'youRecycleCards'
  /** "When this leaves the board": killed (CR 1.3 428.1), returned to a hand or banished from it;
   * it triggers from where the card went. */
  | 'leaveBoardSelf'
  /** CR 1.3 415.3, 383.1: "when you ready a friendly unit": the controller readied it (by an
   * effect of theirs, or in their Awaken Phase, 315.1.b); the subject is that unit. */
  | 'youReadyFriendlyUnit'
  /** CR 1.3 595.4.a, 724: its controller played their second main-deck card this turn (it is on
   * the board right after that card was played, itself included). */
  | 'secondCardPlayedThisTurn'
  /** CR 1.3 385.2: a card in its owner's trash: that player conquers a battlefield ("when you
   * conquer", working from the trash only; `here` is that battlefield). */
  | 'youConquerFromTrash'
  /** CR 1.3 428.5: its controller kills a stunned enemy unit (`engine/flow/killed-by.ts` says who kills). */
  | 'youKillStunnedEnemy'
  /** CR 1.3 428.5.e, 383.2.c.1: a card in its owner's trash: that player kills a unit with a spell
   * they control (its kill instruction, or its damage lethal in the cleanup right after it; Origins
   * FAQ). Once per unit killed, the subject; read after the deaths, so the card may be one of them. */
  | 'youKillUnitWithSpellFromTrash'
  /** CR 1.3 383.4.f: "when I defend": the unit gains the Defender designation (once per combat,
   * 383.4.f.2.a), as the combat is established or on joining it later. */
  | 'defendSelf'
  /** CR 1.3 390.2: a delayed triggered ability's instructions; never triggered by the board, only by
   * the delayed effect a `delayed` step of this card created (at the end of this turn, or when a
   * unit takes damage this turn; the subject: that unit). */
  | 'delayed'
  /** "When you buff a friendly unit": a spell or ability its controller controls gave a unit
   * friendly to them a buff (CR 1.3 701; a unit that already had one gets none, so no trigger);
   * the subject is that unit. */
  | 'youBuffFriendlyUnit'
  /** "When an opponent moves to a battlefield other than mine" (RQ Las Vegas 2026 ruling: one or
   * more enemy units move to a battlefield, by any move, not the one this unit is at); once per move. */
  | 'enemyUnitsMoveToOtherBattlefield'
  /** CR 1.3 387: the ability a `reflexive` step of this card makes ("do this:"); never triggered by the board. */
  | 'reflexive'
  /** A battlefield: a player chose a friendly unit here as a target of a spell they played, for the
   * first time this turn (the trigger is that player's: "they"). */
  | 'firstFriendlyUnitChosenHereEachTurn';

/**
 * A condition a trigger must meet when its condition is fulfilled (CR 1.3 383.3.e: a false one
 * keeps the trigger off the chain): the subject matches a filter (Mighty, CR 1.3 708), the subject's printed energy cost
 * (CR 1.3 131.4) is at least `energy`, or at least `count` permanents match a selector (relative to the trigger's
 * controller and "here").
 */
export type TriggerCondition =
  /** The subject is on the board and matches the filter ("a Mighty unit", CR 1.3 708; "a stunned unit", 599). */
  | { readonly kind: 'subjectIs'; readonly is: ObjectFilter }
  | { readonly kind: 'subjectEnergyAtLeast'; readonly energy: number }
  | { readonly kind: 'countAtLeast'; readonly select: Selector; readonly count: number }
  /** A `PlayerCondition` of the trigger's controller ("while you have a card hidden at a
   * battlefield", CR 1.3 811). */
  | { readonly kind: 'controller'; readonly is: PlayerCondition }
  /** "If I'm at a battlefield": the source is at a battlefield (not in a base). */
  | { readonly kind: 'selfAtBattlefield' }
  /** "After an attack, if you assigned N or more excess damage to enemy units": the trigger's
   * controller is the attacker of the combat in progress and assigned at least `amount` combat
   * damage beyond lethal (CR 1.4 465.2.c.3-4; `rules/excess-damage.ts`). */
  | { readonly kind: 'assignedExcessDamageAtLeast'; readonly amount: number };

/** Which played cards a `youPlayCard` trigger watches for. */
export interface PlayedCardFilter {
  readonly type?: 'Unit' | 'Spell' | 'Gear';
  /** "That costs N or more": the printed energy cost (CR 1.3 131.4), whatever was paid. */
  readonly minEnergy?: number;
  /** "On an opponent's turn": the turn player is an opponent of the player who played it. */
  readonly onOpponentsTurn?: boolean;
}

export interface TriggeredAbility extends EffectText {
  readonly kind: 'triggered';
  readonly trigger: TriggerKind;
  /** 724: the Legion condition (another card played this turn) gates the whole ability. */
  readonly legion?: boolean;
  /** For `youPlayCard`: which cards (any card when absent). */
  readonly played?: PlayedCardFilter;
  /** CR 1.3 383.3.e: checked when the trigger condition is fulfilled. */
  readonly condition?: TriggerCondition;
  /** With `youStunEnemyUnits`: once per enemy unit stunned (the subject), not per instruction. */
  readonly eachUnit?: true;
  /** With `moveSelf`: only the move that is this unit's Nth this turn ("the third time I move in
   * a turn"). */
  readonly onMoveNumber?: number;
  /** "Recycle me to ...": a cost within the instructions (FAQ Unleashed: paid as the trigger is
   * placed): the card goes from its owner's trash to the bottom of their main deck; a card no
   * longer there cannot pay it, and the trigger is not placed. */
  readonly recycleSelfCost?: boolean;
  /** "Pay ... and exhaust this to ...": a cost within the instructions paid as the trigger is
   * placed (CR 1.3 383.3.b, 742.1.b): energy, power and exhausting the source; the trigger is not
   * placed when it cannot be paid. */
  readonly placeCost?: ActivationCost;
}

export interface ActivationCost {
  readonly energy?: number;
  /** One power of each listed domain (CR 1.3 130.3). */
  readonly power?: readonly Domain[];
  readonly exhaustSelf?: boolean;
  /** 594.3: recycle this many cards from your trash as a cost. */
  readonly recycleFromTrash?: number;
  /** CR 1.3 702.2.b: "spend my buff" (only while it has one, 702.2.b.1). */
  readonly spendBuffSelf?: boolean;
  /** "Kill a friendly unit or gear" as a cost (CR 1.3 356.6): the activation names it (action
   * field `kill`). An Add ability with this cost is activated alone, never inside a payment. */
  readonly killFriendlyUnitOrGear?: boolean;
  /** "Discard N" as a cost (CR 1.3 422): cards of the activating player's hand, named by the action. */
  readonly discard?: number;
  /** "Kill this": the source is killed as a cost (CR 1.3 428; paid before the ability resolves). */
  readonly killSelf?: true;
}

export interface ActivatedAbility extends EffectText {
  readonly kind: 'activated';
  readonly cost: ActivationCost;
  /** 725: Reaction abilities may be activated in any state on any turn. */
  readonly reaction: boolean;
  /** CR 1.3 806: an Action ability may also be activated in a showdown (open state). */
  readonly action?: boolean;
  /** Activated only while its source is at a battlefield (not in a base): a condition to activate it at all. */
  readonly onlyWhileAtBattlefield?: boolean;
  /** 605.2: abilities that add resources resolve at once and cannot be reacted to. */
  readonly adds?: { readonly energy: number } | { readonly power: Domain | 'any'; readonly amount?: number };
  /** "Use only to play spells": what it adds pays only the costs of a spell being played (CR 1.3
   * 429.3, 357.1; rulings on Lux, Crownguard), so it is used in such a payment only. */
  readonly onlyForSpells?: boolean;
  /** 724 on an ability: it may be activated any time, but has its effect only if its controller
   * played a card this turn (CR 1.3 812). */
  readonly legion?: boolean;
}

/** 567: passive abilities of the cards in scope. */
export type StaticAbility =
  /** Layer 3 (CR 1.3 472.3): this unit has `amount` more might (read continuously, relative to the
   * unit: its controller, its location for `here`), while `while` holds (364.3.a). */
  | { readonly kind: 'static'; readonly effect: 'might'; readonly amount: StaticAmount; readonly while?: StaticCondition }
  /** Layer 2 (CR 1.3 472.2.b): this unit has these keywords while `while` holds (364.3.a);
   * numbered ones add up with its own (814.2). A `mighty` condition reads the might the unit has
   * without these keywords (no dependency on itself, 638). */
  | { readonly kind: 'static'; readonly effect: 'keywords'; readonly grants: Keywords; readonly while?: StaticCondition }
  /** Layer 2 (CR 1.3 364.1, 472.2.b): the units on the board `to` matches, relative to this
   * permanent (its controller; "here" its location, a base included, 457.2.b; `other`: not
   * itself), battlefield ("here" is itself) or legend, have these keywords; numbered ones add up (814.2), or with `ifMissing` only the
   * keywords a unit lacks are given. `to` never reads might (layer 3 depends on layer 2). */
  | { readonly kind: 'static'; readonly effect: 'keywordAura'; readonly to: Selector; readonly grants: Keywords; readonly ifMissing?: true }
  /** Layer 3 (CR 1.3 472.3): the units on the board `to` matches have `amount` more might,
   * applied at this source's timestamp (639); with `minimum`, a reduction that never takes a
   * unit's might below it (472.3.b). Read relative to the source like `keywordAura`: a permanent
   * (its controller; "here" its location, a base included), a battlefield ("here" is itself) or a
   * legend (no location). `to` never reads might (it would depend on itself, 638). */
  | { readonly kind: 'static'; readonly effect: 'mightAura'; readonly to: Selector; readonly amount: number; readonly minimum?: number }
  /** "As you look at or reveal me from the top of your deck, you may banish me; if you do, you may
   * play me for `cost`": whenever an effect has its owner look at or reveal this card on top of
   * their Main Deck, they may banish it (603) and then play it from banishment for `cost`
   * instead of its own (356.1.a), after the effect (Origins errata and FAQ, Nocturne, Horrifying;
   * rulings 2026-08-16: a replacement, not a trigger, 369.1). */
  | { readonly kind: 'static'; readonly effect: 'mayBanishAndPlayWhenSeenOnTop'; readonly cost: { readonly energy: number; readonly power: readonly (readonly Domain[] | 'any')[] } }
  | { readonly kind: 'static'; readonly effect: 'spellEnergyDiscountAtBattlefield'; readonly amount: number; readonly minimum: number }
  /** CR 1.3 560.4: while this is on the board, its controller's cards with `tag` cost `amount`
   * energy less to play, never below `minimum` (560.4.c). */
  | { readonly kind: 'static'; readonly effect: 'tagEnergyDiscount'; readonly tag: string; readonly amount: number; readonly minimum: number }
  /** A battlefield: the points needed to win go up by this much while it is in play (CR 1.3 478.3, 467). */
  | { readonly kind: 'static'; readonly effect: 'victoryScoreIncrease'; readonly amount: number }
  /** A battlefield: no move of any kind takes a unit from here to a base (a recall is no move, CR 1.3 451). */
  | { readonly kind: 'static'; readonly effect: 'noMovesFromHereToBase' }
  /** 560.3: while a showdown is in progress at this battlefield, cards with Reaction (hidden cards
   * played from facedown included, 723.1.d) cost this much more power of any domain to play. */
  | { readonly kind: 'static'; readonly effect: 'reactionPowerIncreaseDuringShowdownHere'; readonly power: number }
  /** Overrides how a card enters the board when played (CR 1.3 143.4, 143.4.a: units exhausted;
   * gear ready): this card itself ("I enter ready", "this enters exhausted"; 805.6: it never
   * enters the other way first), or with `for: 'otherFriendlyUnits'` every other unit entering
   * under a side friendly to this permanent's controller while it is on the board; `if`: only
   * when that condition holds for the entering card's controller as it enters. */
  | { readonly kind: 'static'; readonly effect: 'entersReady'; readonly ready: boolean; readonly for?: 'otherFriendlyUnits'; readonly if?: PlayerCondition }
  /** CR 1.3 169.10.c: units may also be played to open battlefields (unoccupied and
   * uncontrolled): `self`, this card while it is played; `friendlyUnits`, every unit its
   * controller plays while this is on the board. */
  | { readonly kind: 'static'; readonly effect: 'playToOpenBattlefields'; readonly scope: 'self' | 'friendlyUnits' }
  /** CR 1.3 417: while this unit has moved at least `moves` times this turn, no damage is dealt
   * to it (it is still assigned combat damage). */
  | { readonly kind: 'static'; readonly effect: 'noDamageAfterMoves'; readonly moves: number }
  /** A play permission (like Ambush, CR 1.3 822.1.c): this unit may also be played to a
   * battlefield an opponent controls where units are (it contests it, 187.3.a.1). */
  | { readonly kind: 'static'; readonly effect: 'mayPlayToOccupiedEnemyBattlefield' }
  /** CR 1.3 714-715: bonus damage. Without `to`: the spells and abilities this permanent's
   * controller controls deal this much more (added to each damage instruction, before a split,
   * 715.3). With `to: 'unitsHere'` (a battlefield, Void Gate as errata'd): each instance of damage
   * any spell or ability deals by itself to a unit at this battlefield is increased by `amount`. */
  | { readonly kind: 'static'; readonly effect: 'bonusDamage'; readonly amount: number; readonly to?: 'unitsHere' }
  /** Overrides 702.3 for this unit only (Lee Sin, Ascetic). */
  | { readonly kind: 'static'; readonly effect: 'anyNumberOfBuffs' }
  /** CR 1.3 808: the Deathknell abilities of units its controller controls trigger one more time. */
  | { readonly kind: 'static'; readonly effect: 'deathknellTriggersAgain' }
  /** CR 1.4 465.2.c.6-8: this unit must be assigned combat damage after its side's other units. */
  | { readonly kind: 'static'; readonly effect: 'assignedCombatDamageLast' }
  /** A replacement effect (CR 1.3 370): a combat where its controller is the attacker ends in a tie
   * (both sides have units left after combat damage, FAQ Origins): every unit at that battlefield
   * is recalled instead of only the attacker's. */
  | { readonly kind: 'static'; readonly effect: 'recallAllOnAttackTie' }
  /** While this unit is at a battlefield, its controller's opponents may play units only to their
   * base (`rules/battlefield-locks.ts`). */
  | { readonly kind: 'static'; readonly effect: 'opponentsPlayUnitsOnlyToBase' }
  /** While this unit is at a battlefield, spells and abilities cannot ready units and gear that are
   * enemies of its controller. */
  | { readonly kind: 'static'; readonly effect: 'enemiesNotReadiedByEffects' }
  /** Its controller's opponents' facedown cards at this unit's battlefield cannot be revealed (played
   * from facedown, CR 1.3 811.1) while it is there. */
  | { readonly kind: 'static'; readonly effect: 'opponentsHiddenNotRevealedHere' }
  /** A battlefield: this many more facedown cards may be hidden here (CR 1.4 811.1.b allows one). */
  | { readonly kind: 'static'; readonly effect: 'additionalHiddenHere'; readonly amount: number }
  /** Layer 2 (CR 1.3 472.2.a-b, "have"): this permanent has every activated ability with the
   * exhaust symbol in its cost (CR 1.3 414.5) printed on the friendly permanents of these types on
   * the board (`rules/granted-abilities.ts`); it pays "exhaust me" itself and is "me" / "this" in
   * them (CR 1.4 053). */
  | { readonly kind: 'static'; readonly effect: 'hasExhaustAbilitiesOf'; readonly types: readonly ('Legend' | 'Unit' | 'Gear')[] }
  /** A permanent or legend (from the Legend Zone, CR 1.3 133.6.b.1): its controller may pay this
   * much energy instead of [A] to hide a card (an alternative cost of the hide action, CR 1.4
   * 811.1.b, CR 1.3 356.1.a; action field `hide.alternativeCost`). */
  | { readonly kind: 'static'; readonly effect: 'alternativeHideCost'; readonly energy: number };

/** 571-575: replacement effects of the cards in scope. */
export interface ReplacementAbility {
  readonly kind: 'replacement';
  /** `recallBuffedUnit`: The Boss (optional, costs one power and exhausting the legend);
   * `sacrificeForUnit`: Zhonya's Hourglass (mandatory, kills the gear instead). */
  readonly effect: 'recallBuffedUnit' | 'sacrificeForUnit';
}

export type Ability = TriggeredAbility | ActivatedAbility | StaticAbility | ReplacementAbility;

/** 560.2: an additional cost printed on the card being played. */
export type AdditionalCost =
  | { readonly kind: 'killFriendlyUnit'; readonly optional: false }
  | { readonly kind: 'discard'; readonly optional: true; readonly reduceEnergy: number }
  | { readonly kind: 'spendBuff'; readonly optional: true; readonly ignoreCost: true }
  | { readonly kind: 'power'; readonly optional: true; readonly domain: Domain }
  /** CR 1.3 356.2.b.1: "you may exhaust a friendly unit" (a ready one, 414.4). */
  | { readonly kind: 'exhaustFriendlyUnit'; readonly optional: true }
  /** CR 1.3 356.2.b.1, 356.4: "you may spend any number of buffs" / "kill any number of friendly
   * units" as an additional cost; each one paid reduces the cost by one power of `reducePower`
   * (action field `additionalCost.units`). */
  | { readonly kind: 'anyNumber'; readonly optional: true; readonly each: 'spendBuff' | 'killFriendlyUnit'; readonly reducePower: Domain };

/** 560.4: a discount the played card gives itself. */
export type SelfDiscount =
  /** This much less energy while the condition holds for the player playing it, read as the cost
   * is determined (CR 1.3 560.4): "if an enemy unit has died this turn", with Legion ("another
   * card played this turn", CR 1.3 812: the card being played is not counted yet, so 1), "if an
   * opponent's score is within N points of the victory score". */
  | { readonly kind: 'if'; readonly condition: PlayerCondition; readonly energy: number }
  | { readonly kind: 'highestFriendlyMight' }
  /** "For each" card in the player's trash, this much less energy. */
  | { readonly kind: 'perCardInTrash'; readonly energy: number };

export interface CardDefinition {
  readonly id: CardId;
  readonly name: string;
  readonly type: CardType;
  readonly supertype: Supertype;
  /** Empty for colorless cards (battlefields, tokens). */
  readonly domains: readonly Domain[];
  readonly energy: number;
  /** 130.3: number of power symbols; their domain is the card's (any of its domains if several). */
  readonly power: number;
  readonly might: number | null;
  readonly tags: readonly string[];
  readonly keywords: Keywords;
  readonly spell: EffectText | null;
  readonly abilities: readonly Ability[];
  readonly additionalCost: AdditionalCost | null;
  readonly selfDiscount: SelfDiscount | null;
  /** Printing codes beyond `<id>` plus variant suffix (e.g. overnumbered showcase printings). */
  readonly printings: readonly string[];
}
