// Generated from src/vessel/config/schema.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.
// ajv 8.20.0 standalone code, options {"allErrors":true,"strict":false,"verbose":true}.
// @ts-nocheck
import type { ValidateFunction } from 'ajv';

const ucs2length = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};
const equal = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};
const schema11 = {"additionalProperties":false,"type":"object","required":["agents"],"properties":{"$schema":{"description":"The JSON Schema this file follows (for editors); ignored","type":"string"},"agents":{"minItems":1,"description":"Agent names are unique","type":"array","items":{"additionalProperties":false,"type":"object","required":["name","briefing","model","max_steps","deadline_seconds","send_reasoning","tools"],"properties":{"name":{"pattern":"^[a-z0-9][a-z0-9-]*$","description":"'default' is served at /, others at /agents/<name>","type":"string"},"description":{"type":"string"},"briefing":{"description":"Sent first, as its own system message, on every model call","type":"string"},"model":{"additionalProperties":false,"type":"object","required":["base_url","name","accepts_images"],"properties":{"base_url":{"minLength":1,"description":"OpenAI-compatible endpoint, e.g. http://127.0.0.1:9100/v1; 'mock' means the kit's mock model, started in the vessel's own process","type":"string"},"name":{"description":"Model name sent in each request and reported as turn.model","type":"string"},"api_key_env":{"description":"Environment variable holding the API key (never the key itself)","type":"string"},"accepts_images":{"type":"boolean"}}},"max_steps":{"minimum":1,"type":"integer"},"deadline_seconds":{"exclusiveMinimum":0,"type":"number"},"send_reasoning":{"type":"boolean"},"tools":{"uniqueItems":true,"type":"array","items":{"anyOf":[{"const":"list","type":"string"},{"const":"echo","type":"string"},{"const":"sleep","type":"string"},{"const":"fail","type":"string"},{"const":"make_file","type":"string"},{"const":"big_output","type":"string"}]}}}}},"task_store":{"additionalProperties":false,"type":"object","properties":{"max_tasks":{"minimum":1,"description":"Finished tasks kept for GetTask (oldest dropped first); default 1000","type":"integer"},"keep_seconds":{"exclusiveMinimum":0,"description":"How long a finished task is kept for GetTask; default 600","type":"number"}}}}};
const pattern0 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u");
const func2 = ucs2length;
const func0 = equal;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agents"},message:"must have required property '"+"agents"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "agents")) || (key0 === "task_store"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
let data0 = data.$schema;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.$schema.type,parentSchema:schema11.properties.$schema,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.agents !== undefined){
let data1 = data.agents;
if(Array.isArray(data1)){
if(data1.length < 1){
const err3 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema11.properties.agents,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err4 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.agents.items.required,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.briefing === undefined){
const err5 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "briefing"},message:"must have required property '"+"briefing"+"'",schema:schema11.properties.agents.items.required,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.model === undefined){
const err6 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'",schema:schema11.properties.agents.items.required,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.max_steps === undefined){
const err7 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "max_steps"},message:"must have required property '"+"max_steps"+"'",schema:schema11.properties.agents.items.required,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.deadline_seconds === undefined){
const err8 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "deadline_seconds"},message:"must have required property '"+"deadline_seconds"+"'",schema:schema11.properties.agents.items.required,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.send_reasoning === undefined){
const err9 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "send_reasoning"},message:"must have required property '"+"send_reasoning"+"'",schema:schema11.properties.agents.items.required,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.tools === undefined){
const err10 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/required",keyword:"required",params:{missingProperty: "tools"},message:"must have required property '"+"tools"+"'",schema:schema11.properties.agents.items.required,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key1 in data2){
if(!((((((((key1 === "name") || (key1 === "description")) || (key1 === "briefing")) || (key1 === "model")) || (key1 === "max_steps")) || (key1 === "deadline_seconds")) || (key1 === "send_reasoning")) || (key1 === "tools"))){
const err11 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err12 = {instancePath:instancePath+"/agents/" + i0+"/name",schemaPath:"#/properties/agents/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]*$"+"\"",schema:"^[a-z0-9][a-z0-9-]*$",parentSchema:schema11.properties.agents.items.properties.name,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/agents/" + i0+"/name",schemaPath:"#/properties/agents/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.name.type,parentSchema:schema11.properties.agents.items.properties.name,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.description !== undefined){
let data4 = data2.description;
if(typeof data4 !== "string"){
const err14 = {instancePath:instancePath+"/agents/" + i0+"/description",schemaPath:"#/properties/agents/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.description.type,parentSchema:schema11.properties.agents.items.properties.description,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.briefing !== undefined){
let data5 = data2.briefing;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/agents/" + i0+"/briefing",schemaPath:"#/properties/agents/items/properties/briefing/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.briefing.type,parentSchema:schema11.properties.agents.items.properties.briefing,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.model !== undefined){
let data6 = data2.model;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.base_url === undefined){
const err16 = {instancePath:instancePath+"/agents/" + i0+"/model",schemaPath:"#/properties/agents/items/properties/model/required",keyword:"required",params:{missingProperty: "base_url"},message:"must have required property '"+"base_url"+"'",schema:schema11.properties.agents.items.properties.model.required,parentSchema:schema11.properties.agents.items.properties.model,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.name === undefined){
const err17 = {instancePath:instancePath+"/agents/" + i0+"/model",schemaPath:"#/properties/agents/items/properties/model/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.agents.items.properties.model.required,parentSchema:schema11.properties.agents.items.properties.model,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.accepts_images === undefined){
const err18 = {instancePath:instancePath+"/agents/" + i0+"/model",schemaPath:"#/properties/agents/items/properties/model/required",keyword:"required",params:{missingProperty: "accepts_images"},message:"must have required property '"+"accepts_images"+"'",schema:schema11.properties.agents.items.properties.model.required,parentSchema:schema11.properties.agents.items.properties.model,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "base_url") || (key2 === "name")) || (key2 === "api_key_env")) || (key2 === "accepts_images"))){
const err19 = {instancePath:instancePath+"/agents/" + i0+"/model",schemaPath:"#/properties/agents/items/properties/model/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.agents.items.properties.model,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.base_url !== undefined){
let data7 = data6.base_url;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err20 = {instancePath:instancePath+"/agents/" + i0+"/model/base_url",schemaPath:"#/properties/agents/items/properties/model/properties/base_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.agents.items.properties.model.properties.base_url,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/agents/" + i0+"/model/base_url",schemaPath:"#/properties/agents/items/properties/model/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.model.properties.base_url.type,parentSchema:schema11.properties.agents.items.properties.model.properties.base_url,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.name !== undefined){
let data8 = data6.name;
if(typeof data8 !== "string"){
const err22 = {instancePath:instancePath+"/agents/" + i0+"/model/name",schemaPath:"#/properties/agents/items/properties/model/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.model.properties.name.type,parentSchema:schema11.properties.agents.items.properties.model.properties.name,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.api_key_env !== undefined){
let data9 = data6.api_key_env;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/agents/" + i0+"/model/api_key_env",schemaPath:"#/properties/agents/items/properties/model/properties/api_key_env/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.model.properties.api_key_env.type,parentSchema:schema11.properties.agents.items.properties.model.properties.api_key_env,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.accepts_images !== undefined){
let data10 = data6.accepts_images;
if(typeof data10 !== "boolean"){
const err24 = {instancePath:instancePath+"/agents/" + i0+"/model/accepts_images",schemaPath:"#/properties/agents/items/properties/model/properties/accepts_images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.agents.items.properties.model.properties.accepts_images.type,parentSchema:schema11.properties.agents.items.properties.model.properties.accepts_images,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/agents/" + i0+"/model",schemaPath:"#/properties/agents/items/properties/model/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.agents.items.properties.model.type,parentSchema:schema11.properties.agents.items.properties.model,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.max_steps !== undefined){
let data11 = data2.max_steps;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err26 = {instancePath:instancePath+"/agents/" + i0+"/max_steps",schemaPath:"#/properties/agents/items/properties/max_steps/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.agents.items.properties.max_steps.type,parentSchema:schema11.properties.agents.items.properties.max_steps,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 1 || isNaN(data11)){
const err27 = {instancePath:instancePath+"/agents/" + i0+"/max_steps",schemaPath:"#/properties/agents/items/properties/max_steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.agents.items.properties.max_steps,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data2.deadline_seconds !== undefined){
let data12 = data2.deadline_seconds;
if(typeof data12 == "number"){
if(data12 <= 0 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/agents/" + i0+"/deadline_seconds",schemaPath:"#/properties/agents/items/properties/deadline_seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.agents.items.properties.deadline_seconds,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/agents/" + i0+"/deadline_seconds",schemaPath:"#/properties/agents/items/properties/deadline_seconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.agents.items.properties.deadline_seconds.type,parentSchema:schema11.properties.agents.items.properties.deadline_seconds,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.send_reasoning !== undefined){
let data13 = data2.send_reasoning;
if(typeof data13 !== "boolean"){
const err30 = {instancePath:instancePath+"/agents/" + i0+"/send_reasoning",schemaPath:"#/properties/agents/items/properties/send_reasoning/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.agents.items.properties.send_reasoning.type,parentSchema:schema11.properties.agents.items.properties.send_reasoning,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data2.tools !== undefined){
let data14 = data2.tools;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
const _errs35 = errors;
let valid7 = false;
const _errs36 = errors;
if(typeof data15 !== "string"){
const err31 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.tools.items.anyOf[0].type,parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("list" !== data15){
const err32 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/0/const",keyword:"const",params:{allowedValue: "list"},message:"must be equal to constant",schema:"list",parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[0],data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs36 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs38 = errors;
if(typeof data15 !== "string"){
const err33 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.tools.items.anyOf[1].type,parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if("echo" !== data15){
const err34 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/1/const",keyword:"const",params:{allowedValue: "echo"},message:"must be equal to constant",schema:"echo",parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[1],data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid0 = _errs38 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs40 = errors;
if(typeof data15 !== "string"){
const err35 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.tools.items.anyOf[2].type,parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[2],data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if("sleep" !== data15){
const err36 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/2/const",keyword:"const",params:{allowedValue: "sleep"},message:"must be equal to constant",schema:"sleep",parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[2],data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs40 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs42 = errors;
if(typeof data15 !== "string"){
const err37 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.tools.items.anyOf[3].type,parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[3],data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if("fail" !== data15){
const err38 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/3/const",keyword:"const",params:{allowedValue: "fail"},message:"must be equal to constant",schema:"fail",parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[3],data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid0 = _errs42 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs44 = errors;
if(typeof data15 !== "string"){
const err39 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/4/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.tools.items.anyOf[4].type,parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[4],data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("make_file" !== data15){
const err40 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/4/const",keyword:"const",params:{allowedValue: "make_file"},message:"must be equal to constant",schema:"make_file",parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[4],data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid0 = _errs44 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs46 = errors;
if(typeof data15 !== "string"){
const err41 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/5/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.agents.items.properties.tools.items.anyOf[5].type,parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[5],data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("big_output" !== data15){
const err42 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf/5/const",keyword:"const",params:{allowedValue: "big_output"},message:"must be equal to constant",schema:"big_output",parentSchema:schema11.properties.agents.items.properties.tools.items.anyOf[5],data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid0 = _errs46 === errors;
valid7 = valid7 || _valid0;
}
}
}
}
}
if(!valid7){
const err43 = {instancePath:instancePath+"/agents/" + i0+"/tools/" + i1,schemaPath:"#/properties/agents/items/properties/tools/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema11.properties.agents.items.properties.tools.items.anyOf,parentSchema:schema11.properties.agents.items.properties.tools.items,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
let i2 = data14.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data14[i2], data14[j0])){
const err44 = {instancePath:instancePath+"/agents/" + i0+"/tools",schemaPath:"#/properties/agents/items/properties/tools/uniqueItems",keyword:"uniqueItems",params:{i: i2, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)",schema:true,parentSchema:schema11.properties.agents.items.properties.tools,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err45 = {instancePath:instancePath+"/agents/" + i0+"/tools",schemaPath:"#/properties/agents/items/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.agents.items.properties.tools.type,parentSchema:schema11.properties.agents.items.properties.tools,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.agents.items.type,parentSchema:schema11.properties.agents.items,data:data2};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.agents.type,parentSchema:schema11.properties.agents,data:data1};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.task_store !== undefined){
let data16 = data.task_store;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key3 in data16){
if(!((key3 === "max_tasks") || (key3 === "keep_seconds"))){
const err48 = {instancePath:instancePath+"/task_store",schemaPath:"#/properties/task_store/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.task_store,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data16.max_tasks !== undefined){
let data17 = data16.max_tasks;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err49 = {instancePath:instancePath+"/task_store/max_tasks",schemaPath:"#/properties/task_store/properties/max_tasks/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.task_store.properties.max_tasks.type,parentSchema:schema11.properties.task_store.properties.max_tasks,data:data17};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 < 1 || isNaN(data17)){
const err50 = {instancePath:instancePath+"/task_store/max_tasks",schemaPath:"#/properties/task_store/properties/max_tasks/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.task_store.properties.max_tasks,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data16.keep_seconds !== undefined){
let data18 = data16.keep_seconds;
if(typeof data18 == "number"){
if(data18 <= 0 || isNaN(data18)){
const err51 = {instancePath:instancePath+"/task_store/keep_seconds",schemaPath:"#/properties/task_store/properties/keep_seconds/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.task_store.properties.keep_seconds,data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/task_store/keep_seconds",schemaPath:"#/properties/task_store/properties/keep_seconds/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.task_store.properties.keep_seconds.type,parentSchema:schema11.properties.task_store.properties.keep_seconds,data:data18};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/task_store",schemaPath:"#/properties/task_store/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.task_store.type,parentSchema:schema11.properties.task_store,data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export const validate = validate10 as unknown as ValidateFunction;
