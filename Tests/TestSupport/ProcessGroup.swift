import FoodlogSupport

/// The process group of a child the tests started, to kill it with everything it started.
///
/// Foundation's `Process` on Linux starts each child as the leader of a new process group, so
/// killing the group also ends the shells, `sleep`s and helpers the child forked, which would
/// otherwise hold its output pipes open. Where the child shares the test process's group (the
/// leader's group id is not its own process id), only the child itself is killed: killing that
/// group would end the test run.
struct ProcessGroup {
    private let leader: pid_t
    private let ownGroup: Bool

    /// The group led by `leader`, read at once (before the child can exit and be reaped).
    init(leader: pid_t) {
        self.leader = leader
        ownGroup = leader > 0 && getpgid(leader) == leader
    }

    /// Sends SIGKILL to the group, or to the child alone where it has no group of its own.
    func killAll() {
        guard leader > 0 else { return }
        _ = kill(ownGroup ? -leader : leader, SIGKILL)
    }
}
