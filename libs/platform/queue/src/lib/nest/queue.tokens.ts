/** The outbox processors the worker runs (an array of `OutboxProcessor`). */
export const OUTBOX_PROCESSORS = Symbol('OUTBOX_PROCESSORS');

/** Optional `DeliveryObserver` (the metrics module provides one). */
export const DELIVERY_OBSERVER = Symbol('DELIVERY_OBSERVER');

/** The topics this application knows (the worker: its processors'; the api: configured). */
export const QUEUE_TOPICS = Symbol('QUEUE_TOPICS');
