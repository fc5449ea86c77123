import { sweepShard } from './generated-input';

sweepShard(0, 4);
