import { createHmac } from 'node:crypto';

// 64 of each: one byte of the HMAC picks each word (6 bits), two more give the code.
const adjectives = [
  'Amber', 'Bold', 'Brave', 'Bright', 'Calm', 'Clever', 'Cosmic', 'Crimson', 'Curious', 'Dapper', 'Daring', 'Eager',
  'Electric', 'Emerald', 'Fearless', 'Fierce', 'Gentle', 'Gleaming', 'Golden', 'Graceful', 'Happy', 'Hardy', 'Humble',
  'Indigo', 'Jolly', 'Keen', 'Kind', 'Lively', 'Lucky', 'Lunar', 'Merry', 'Mighty', 'Misty', 'Nimble', 'Noble',
  'Olive', 'Patient', 'Plucky', 'Polar', 'Proud', 'Quick', 'Quiet', 'Rapid', 'Rustic', 'Scarlet', 'Serene', 'Silent',
  'Silver', 'Sleek', 'Solar', 'Spry', 'Steady', 'Stormy', 'Sunny', 'Swift', 'Tidy', 'Tranquil', 'Valiant', 'Velvet',
  'Vivid', 'Wise', 'Witty', 'Zany', 'Zesty',
];
const animals = [
  'Albatross', 'Alpaca', 'Badger', 'Beaver', 'Bison', 'Camel', 'Cheetah', 'Cobra', 'Condor', 'Coyote', 'Crane',
  'Dolphin', 'Eagle', 'Falcon', 'Ferret', 'Finch', 'Fox', 'Gazelle', 'Gecko', 'Giraffe', 'Heron', 'Hedgehog', 'Ibis',
  'Iguana', 'Jackal', 'Jaguar', 'Kestrel', 'Koala', 'Lemur', 'Leopard', 'Lynx', 'Magpie', 'Marmot', 'Meerkat',
  'Mole', 'Moose', 'Narwhal', 'Newt', 'Ocelot', 'Octopus', 'Orca', 'Osprey', 'Otter', 'Owl', 'Panda', 'Panther',
  'Pelican', 'Penguin', 'Puffin', 'Quokka', 'Raccoon', 'Raven', 'Salmon', 'Seal', 'Sparrow', 'Squirrel', 'Stork',
  'Tapir', 'Tiger', 'Toucan', 'Walrus', 'Weasel', 'Wombat', 'Yak',
];

/**
 * A taker's name on the public stalk page: "adjective animal code", from an HMAC of the instance id keyed with the
 * exam's secret salt. Stable for the exam (the same instance always reads the same), different in every exam, and
 * neither the id nor the student can be told from it without the salt. The code keeps names apart (2^28 in all).
 */
export function stalkPseudonym(salt: string, instanceId: number): string {
  const digest = createHmac('sha256', salt).update(`stalk:${instanceId}`).digest();
  const code = digest.readUInt16BE(2).toString(16).toUpperCase().padStart(4, '0');
  return `${adjectives[digest[0] & 63]} ${animals[digest[1] & 63]} ${code}`;
}
