import { sweepShard } from './generated-input';

sweepShard(1, 4);
