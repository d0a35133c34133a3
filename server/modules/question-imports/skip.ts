/** Why a question of the file cannot be imported; its message is the item's reason. */
export class Skip extends Error {}

export const skip = (reason: string): never => {
  throw new Skip(reason);
};
