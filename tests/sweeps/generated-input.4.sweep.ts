import { sweepShard } from './generated-input';

sweepShard(3, 4);
