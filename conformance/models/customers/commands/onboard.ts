/**
 * An integrator's whole onboarding flow as one command: create a complete individual
 * (or business), upload its documents (and owners), submit. Makes complete submissions
 * common in random sequences, so every suffix outcome of the tables is exercised.
 */
import { Command } from "../../shared/command.js";
import type { CustomerModel, CustomerReal } from "../model.js";
import { CreateIndividual } from "./create-individual.js";
import { CreateBusiness } from "./create-business.js";
import { UploadPassport } from "./upload-passport.js";
import { AddOwner } from "./add-owner.js";
import { UploadBusinessDocuments } from "./upload-business-documents.js";
import { Submit } from "./submit.js";

export class OnboardIndividual extends Command<CustomerModel, CustomerReal, { suffix: string; hold: boolean }> {
  check(m: Readonly<CustomerModel>) {
    return m.customers.length < 6;
  }
  async run(m: CustomerModel, r: CustomerReal) {
    const { suffix, hold } = this.params;
    const before = m.customers.length;
    await new CreateIndividual({ suffix, gaps: [], singleWordName: false, hold, withPhone: true }).run(m, r);
    if (m.customers.length === before) return; // refused at creation, as predicted
    const individuals = m.customers.filter((c) => c.type === "INDIVIDUAL");
    await new UploadPassport(individuals.length - 1).run(m, r);
    await new Submit(m.customers.length - 1).run(m, r);
  }
  toString() {
    return `onboardIndividual(suffix=${this.params.suffix}${this.params.hold ? ", hold" : ""})`;
  }
}

export class OnboardBusiness extends Command<CustomerModel, CustomerReal, { suffix: string; ownerSuffix: string }> {
  check(m: Readonly<CustomerModel>) {
    return m.customers.length < 6;
  }
  async run(m: CustomerModel, r: CustomerReal) {
    await new CreateBusiness({ suffix: this.params.suffix, withPhone: true }).run(m, r);
    const mine = () => m.customers.filter((c) => c.type === "BUSINESS" && c.owners.length < 2);
    await new AddOwner(mine().length - 1, { lastSuffix: this.params.ownerSuffix }).run(m, r);
    const withoutDocs = m.customers.filter((c) => c.type === "BUSINESS" && !c.businessDocuments);
    await new UploadBusinessDocuments(withoutDocs.length - 1).run(m, r);
    await new Submit(m.customers.length - 1).run(m, r);
  }
  toString() {
    return `onboardBusiness(registrationSuffix=${this.params.suffix}, ownerSuffix=${this.params.ownerSuffix})`;
  }
}
