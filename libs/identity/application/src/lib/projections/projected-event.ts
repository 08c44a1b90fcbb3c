/**
 * The part of an event a projection may read. Live handlers project the events they have just
 * appended, the rebuild tool projects stored events; both carry exactly these fields, so a
 * projection cannot come to depend on something only one of them has (such as `recordedAt`).
 */
export interface ProjectedEvent {
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
}
